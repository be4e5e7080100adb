import { titleCase } from '../../demo/demo-request.js';
import type { DemoRequest } from '../../demo/demo-request.js';
import type { Rng } from '../../demo/random.js';

/** A lead as a real lead-generation workflow sends it (businessName, qualificationStatus). */
interface DemoLead {
  businessName: string;
  phone: string;
  email: string;
  website: string;
  city: string;
  reviewCount: number;
  rating: number;
  score: number;
  qualificationStatus: 'qualified' | 'maybe' | 'unlikely';
}

export interface DemoLeadResult {
  summary: { total: number; qualified: number; maybe: number; unlikely: number };
  leads: DemoLead[];
}

const SURNAMES = [
  'Anderson',
  'Baker',
  'Carter',
  'Diaz',
  'Evans',
  'Foster',
  'Garcia',
  'Hughes',
  'Iverson',
  'Johnson',
  'Keller',
  'Lopez',
  'Morgan',
  'Nguyen',
  'Ortiz',
  'Patel',
  'Quinn',
  'Reyes',
  'Sullivan',
  'Turner',
  'Valdez',
  'Walsh',
  'Young',
  'Zimmerman',
];
const FIRST_NAMES = ['mike', 'sarah', 'dave', 'lisa', 'tony', 'maria', 'james', 'kelly', 'chris'];
const ADJECTIVES = ['Reliable', 'Premier', 'Family', 'Precision', 'Hometown', 'Elite', 'Pro'];
const FREE_MAIL = ['gmail.com', 'yahoo.com', 'outlook.com'];

interface SearchInput {
  keywords: string[];
  city: string;
  established: boolean;
  weights: {
    reviews: number;
    emailType: number;
    website: number;
    language: number;
    verified: number;
  };
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});
const num = (v: unknown, fallback: number) =>
  Number.isFinite(Number(v)) && v !== '' ? Number(v) : fallback;

/** Reads the lead generator payload (docs/product.md#submit-payloads), or plain form values. */
function readSearch(req: DemoRequest): SearchInput {
  const formData = obj(req.body.formData ?? req.body.originalFormData);
  const search = obj(formData.searchConfig);
  const scoring = obj(formData.scoringConfig);
  const keywordList = Array.isArray(search.keywords)
    ? search.keywords.map(String)
    : req.form.list('keywords');
  const location = obj(search.location);
  const center =
    typeof location.center === 'string' ? location.center : req.form.text('location', 'Austin, TX');
  return {
    keywords: keywordList.filter((k) => k.trim()).length ? keywordList : ['plumber'],
    city: center.split(',')[0].trim() || 'Austin',
    established:
      (scoring.businessType ?? formData.businessType ?? search.businessType) ===
      'established-businesses',
    weights: {
      reviews: num(scoring.reviewsWeight ?? formData.reviewCountWeight, 20),
      emailType: num(scoring.emailTypeWeight ?? formData.emailTypeWeight, 20),
      website: num(scoring.websiteWeight ?? formData.websiteWeight, 20),
      language: num(scoring.languageWeight ?? formData.languageWeight, 20),
      verified: num(scoring.verifiedWeight ?? formData.verificationWeight, 20),
    },
  };
}

/** The business word for common search keywords ("plumber" -> "Plumbing"). */
const TRADES: Array<[RegExp, string]> = [
  [/plumb/i, 'Plumbing'],
  [/electric/i, 'Electric'],
  [/roof/i, 'Roofing'],
  [/landscap|lawn|garden/i, 'Landscaping'],
  [/paint/i, 'Painting'],
  [/clean|maid|janitor/i, 'Cleaning'],
  [/hvac|heating|cooling|air condition/i, 'Heating & Air'],
  [/mechanic|auto/i, 'Auto Repair'],
  [/dent/i, 'Dental'],
  [/lawyer|attorney|legal/i, 'Law'],
  [/account|bookkeep|tax/i, 'Accounting'],
  [/carpent|handyman/i, 'Carpentry'],
  [/contractor|construct|remodel/i, 'Construction'],
];

function businessName(rng: Rng, keyword: string, city: string): string {
  const known = TRADES.find(([re]) => re.test(keyword));
  const trade = known ? known[1] : titleCase(keyword.trim().replace(/s$/i, ''));
  const surname = rng.pick(SURNAMES);
  return rng.pick([
    `${surname} ${trade}`,
    `${city} ${trade} Co.`,
    `${rng.pick(ADJECTIVES)} ${trade} Services`,
    `${surname} & Sons ${trade}`,
    `${trade} by ${surname}`,
    `${rng.pick(ADJECTIVES)} ${trade} of ${city}`,
  ]);
}

function makeLead(rng: Rng, input: SearchInput, index: number): DemoLead {
  const keyword = input.keywords[index % input.keywords.length];
  const name = businessName(rng, keyword, input.city);
  const domain = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
  const hasWebsite = rng.chance(input.established ? 0.9 : 0.55);
  const emailKind = rng.pick(['business', 'business', 'free', 'none'] as const);
  const first = rng.pick(FIRST_NAMES);
  const email =
    emailKind === 'none'
      ? ''
      : emailKind === 'business' && hasWebsite
        ? `${rng.pick(['info', 'contact', 'office', first])}@${domain}.com`
        : `${first}.${domain.slice(0, 10)}@${rng.pick(FREE_MAIL)}`;
  const reviewCount = input.established ? rng.int(25, 640) : rng.int(0, 85);
  const rating = reviewCount === 0 ? 0 : Math.round((3.2 + rng.next() * 1.8) * 10) / 10;
  const english = rng.chance(0.85);
  const verified = rng.chance(0.6);

  // Each factor scores 0..1, weighted by the request's scoring weights (0-30 each).
  const w = input.weights;
  const reviewFactor = input.established
    ? Math.min(1, reviewCount / 300)
    : reviewCount <= 40
      ? 1 - reviewCount / 80
      : 0.3;
  const factors = [
    [reviewFactor * (rating ? rating / 5 : 0.6), w.reviews],
    [email ? (email.endsWith(`${domain}.com`) ? 1 : 0.6) : 0, w.emailType],
    [hasWebsite ? 1 : 0.2, w.website],
    [english ? 1 : 0.3, w.language],
    [verified ? 1 : 0.4, w.verified],
  ] as const;
  const totalWeight = factors.reduce((s, [, weight]) => s + weight, 0) || 1;
  const raw = factors.reduce((s, [f, weight]) => s + f * weight, 0) / totalWeight;
  const score = Math.max(5, Math.min(99, Math.round(raw * 100 + rng.int(-8, 8))));
  return {
    businessName: name,
    phone: `(${rng.int(201, 989)}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`,
    email,
    website: hasWebsite ? `https://www.${domain}.com` : '',
    city: input.city,
    reviewCount,
    rating,
    score,
    qualificationStatus: score >= 70 ? 'qualified' : score >= 45 ? 'maybe' : 'unlikely',
  };
}

/** 10-25 scored leads derived from the request's keywords and location. */
export function leadResults(req: DemoRequest): DemoLeadResult {
  const input = readSearch(req);
  const count = req.rng.int(10, 25);
  const seen = new Set<string>();
  const leads: DemoLead[] = [];
  for (let i = 0; leads.length < count && i < count * 4; i++) {
    const lead = makeLead(req.rng, input, i);
    if (seen.has(lead.businessName)) continue;
    seen.add(lead.businessName);
    leads.push(lead);
  }
  leads.sort((a, b) => b.score - a.score);
  const by = (s: DemoLead['qualificationStatus']) =>
    leads.filter((l) => l.qualificationStatus === s).length;
  return {
    summary: {
      total: leads.length,
      qualified: by('qualified'),
      maybe: by('maybe'),
      unlikely: by('unlikely'),
    },
    leads,
  };
}
