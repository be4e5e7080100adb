import { companyIdInUse } from '@core/api/admin-companies.js';
import { ASSISTANT_IDS } from '@core/assistants/ids.js';
import type { AppContext } from '../../context.js';
import { assistantAccess, companies } from '../../db/schema.js';
import { conflict } from '../domain-error.js';
import type { Company } from '../../tenancy/companies.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import { pgErrorCode, UNIQUE_VIOLATION } from './pg-error.js';

export interface CreateCompanyOptions {
  companyName: string;
  /** The public id (subdomain). */
  slug: string;
  /** False: every assistant starts disabled (bot_access rows with enabled = false). */
  enableAllBots: boolean;
  audit: AuditContext;
}

/** Creates a company with the default branding; its id must not be in use. */
export async function createCompany(ctx: AppContext, opts: CreateCompanyOptions): Promise<Company> {
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ slug: opts.slug, companyName: opts.companyName })
        .returning();
      if (!opts.enableAllBots) {
        await tx.insert(assistantAccess).values(
          ASSISTANT_IDS.map((assistantType) => ({
            companyId: company.id,
            assistantType,
            enabled: false,
          })),
        );
      }
      await writeAudit(tx, opts.audit, {
        company,
        action: 'company.create',
        target: { type: 'company', id: company.slug, label: company.companyName },
        changes: {
          companyName: { from: null, to: company.companyName },
          assistantsEnabled: { from: null, to: opts.enableAllBots },
        },
      });
      return company;
    });
    // This instance may have cached the id as unknown.
    ctx.companies.forget(created.slug);
    return created;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(companyIdInUse(opts.slug));
    throw error;
  }
}
