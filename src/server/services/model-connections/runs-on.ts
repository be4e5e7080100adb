import { eq, sql } from 'drizzle-orm';
import type { AuditChanges } from '@core/api/audit-log.js';
import {
  RUNS_ON_LEADS_REFUSED,
  type RunsOn,
  type RunsOnUpdate,
} from '@core/api/model-connection.js';
import { ASSISTANT_IDS, producesLeads, type AssistantId } from '@core/assistants/ids.js';
import type { Db } from '../../db/connection.js';
import { assistantRunsOn } from '../../db/schema.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import { conflict, invalidFields, type FieldProblem } from '../domain-error.js';
import { loadStoredWebhooks } from '../webhook-settings/stored-webhooks.js';
import { levelOf, readModelConnections, type ModelConnectionContext } from './stored-connection.js';

const NO_CONNECTION_FOR_MODEL =
  'No model connection applies to this company: connect a model first (Model connection), ' +
  'then choose which assistants run on it.';

/** Every assistant's way. */
export type RunsOnMap = Record<AssistantId, RunsOn>;

/**
 * The one rule for which way an assistant runs. The Lead Generator always runs on its
 * automation (it searches maps and websites), and without a connection (the company's own or
 * the platform's) everything does. Otherwise an admin's stored choice counts; without one, an
 * assistant with a webhook of the company's own keeps it, and one without runs on the model:
 * a new company with a connection writes with it at once, and existing companies keep their
 * webhooks until an admin switches.
 */
export function wayFor(opts: {
  assistantId: AssistantId;
  choice: RunsOn | null;
  ownWebhook: boolean;
  connectionApplies: boolean;
}): RunsOn {
  if (producesLeads(opts.assistantId) || !opts.connectionApplies) return 'automation';
  return opts.choice ?? (opts.ownWebhook ? 'automation' : 'model');
}

/** The choices an admin stored for a company, by assistant. */
async function storedChoices(db: Db, companyId: number): Promise<Map<string, RunsOn>> {
  const rows = await db
    .select({ assistantType: assistantRunsOn.assistantType, runsOn: assistantRunsOn.runsOn })
    .from(assistantRunsOn)
    .where(eq(assistantRunsOn.companyId, companyId));
  return new Map(rows.map((row) => [row.assistantType, row.runsOn]));
}

/** Which way each of a company's assistants runs now (`wayFor` for each). */
export async function runsOnFor(
  ctx: Pick<ModelConnectionContext, 'db' | 'config'>,
  company: { id: number; slug: string },
): Promise<RunsOnMap> {
  const [choices, connections, webhooks] = await Promise.all([
    storedChoices(ctx.db, company.id),
    readModelConnections(ctx, levelOf(company)),
    loadStoredWebhooks(ctx.db, company.id),
  ]);
  const connectionApplies = connections.effective !== null;
  return Object.fromEntries(
    ASSISTANT_IDS.map((assistantId) => [
      assistantId,
      wayFor({
        assistantId,
        choice: choices.get(assistantId) ?? null,
        ownWebhook: webhooks[assistantId].webhookUrl.trim() !== '',
        connectionApplies,
      }),
    ]),
  ) as RunsOnMap;
}

/**
 * Stores an admin's choice for the assistants named (the others keep theirs). The Lead
 * Generator cannot run on a model (400), and no assistant can without a connection (409).
 * Audited; returns every assistant's way now.
 */
export async function saveRunsOn(
  ctx: ModelConnectionContext,
  opts: {
    company: { id: number; slug: string; companyName: string };
    changes: RunsOnUpdate;
    audit: AuditContext;
  },
): Promise<RunsOnMap> {
  const chosen = Object.entries(opts.changes) as [AssistantId, RunsOn][];
  const problems: FieldProblem[] = chosen
    .filter(([id, way]) => way === 'model' && producesLeads(id))
    .map(([id]) => ({ path: id, message: RUNS_ON_LEADS_REFUSED }));
  if (problems.length > 0) throw invalidFields(problems);
  const stored = chosen.filter(([id]) => !producesLeads(id));
  const before = await runsOnFor(ctx, opts.company);
  if (stored.some(([, way]) => way === 'model')) {
    const { effective } = await readModelConnections(ctx, levelOf(opts.company));
    if (!effective) throw conflict(NO_CONNECTION_FOR_MODEL);
  }
  if (stored.length === 0) return before;

  const changes: AuditChanges = {};
  for (const [id, way] of stored) {
    if (before[id] !== way) changes[id] = { from: before[id], to: way };
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(assistantRunsOn)
      .values(
        stored.map(([assistantType, runsOn]) => ({
          companyId: opts.company.id,
          assistantType,
          runsOn,
        })),
      )
      .onConflictDoUpdate({
        target: [assistantRunsOn.companyId, assistantRunsOn.assistantType],
        set: { runsOn: sql`excluded.runs_on`, updatedAt: sql`now()` },
      });
    if (Object.keys(changes).length === 0) return;
    await writeAudit(tx, opts.audit, {
      company: opts.company,
      action: 'runs_on.update',
      target: { type: 'runs_on', id: opts.company.slug, label: opts.company.companyName },
      changes,
    });
  });
  // A generation's way is kept with the company (decision 028): read afresh everywhere.
  ctx.companies.forget(opts.company.slug);
  return runsOnFor(ctx, opts.company);
}
