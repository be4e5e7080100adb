import { PLAN_ADMIN_ONLY, type Plan } from '@core/api/company-settings.js';
import { isAdmin, isOperatorStaff, ownCompanyOrOperator, type CompanySubject } from './actor.js';
import {
  ADMIN_ACCESS_REQUIRED,
  COMPANY_NOT_FOUND,
  deny,
  type Loaded,
  type Rule,
} from './authorize.js';

/** The stored plan of a company (the price as PostgreSQL's numeric text). */
export interface PlanSubject {
  planName: string;
  planMonthlyPrice: string | number;
  planGenerationLimit: number | null;
}

const roundCents = (n: number) => Math.round(n * 100) / 100;

function planChanged(stored: PlanSubject, plan: Plan): boolean {
  return (
    plan.planName.trim() !== stored.planName ||
    roundCents(plan.planMonthlyPrice) !== roundCents(Number(stored.planMonthlyPrice)) ||
    plan.planGenerationLimit !== stored.planGenerationLimit
  );
}

/**
 * Settings, branding, customisation and assistant access of a company: its admins and operator
 * staff. Another company reads as missing (404).
 */
const manage: Rule<Loaded<Pick<CompanySubject, 'id'>>> = (actor, company) => {
  if (!isAdmin(actor)) return deny(403, ADMIN_ACCESS_REQUIRED);
  if (!company || !ownCompanyOrOperator(actor, company.id)) return deny(404, COMPANY_NOT_FOUND);
  return true;
};

/** The plan (name, price, generation limit) is the operator's business. */
const editPlan: Rule<void> = (actor) =>
  isOperatorStaff(actor) ? true : deny(403, PLAN_ADMIN_ONLY);

export const companySettingsPolicy = {
  read: manage,
  save: manage,
  readAssistantAccess: manage,
  saveAssistantAccess: manage,
  editPlan,
  /** Saving a plan: others may send it back unchanged. */
  savePlan: ((actor, { company, plan }) =>
    plan === undefined || !planChanged(company, plan) ? true : editPlan(actor)) satisfies Rule<{
    company: PlanSubject;
    plan: Plan | undefined;
  }>,
};
