/** Lead generator results (docs/product.md#leads). */
export type LeadStatus = 'qualified' | 'maybe' | 'unlikely';

export interface Lead {
  name: string;
  phone: string;
  email: string;
  website: string;
  city: string;
  reviewCount: number;
  rating: number;
  score: number;
  status: LeadStatus;
}

export interface LeadSummary {
  total: number;
  qualified: number;
  maybe: number;
  unlikely: number;
}

export interface LeadResult {
  summary: LeadSummary;
  leads: Lead[];
}
