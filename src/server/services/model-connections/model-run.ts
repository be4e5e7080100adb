import { eq, isNull, or, sql } from 'drizzle-orm';
import type { ModelConnectionSource, RunsOn } from '@core/api/model-connection.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { assistantRunsOn, companies, modelConnections, webhookSettings } from '../../db/schema.js';
import type { ModelTarget } from '../../model-client/types.js';
import { conflict } from '../domain-error.js';
import { wayFor } from './runs-on.js';
import {
  chooseConnection,
  levelOf,
  readKey,
  type ModelConnectionContext,
} from './stored-connection.js';

/** What a generation that runs on a model needs: where to call, and what to record. */
export interface ModelRun {
  target: ModelTarget;
  connection: {
    source: ModelConnectionSource;
    label: string;
    model: string;
    inputPricePerMillion: number | null;
    outputPricePerMillion: number | null;
  };
}

export const UNREADABLE_MODEL_KEY =
  'The API key of the model connection cannot be read. An administrator must enter it again ' +
  'in Model connection.';

type Kept = ModelRun | 'automation' | 'unreadable-key';

/**
 * Whether a company's assistant runs on a model, and on which: null when it runs on its
 * automation (its way, or no connection applies). One query, kept with the company in the
 * tenant cache and forgotten when its connection, the platform's, its choices or its webhooks
 * change (decision 028), so a generation usually reads nothing. A stored key that cannot be
 * read is refused (409), as an unreadable webhook key is.
 */
export async function modelRunFor(
  ctx: ModelConnectionContext,
  company: { id: number; slug: string },
  assistantId: AssistantId,
): Promise<ModelRun | null> {
  const kept = await ctx.companies.attached(
    company.slug,
    `model-run:${assistantId}`,
    (): Promise<Kept> => readModelRun(ctx, company, assistantId),
  );
  if (kept === 'unreadable-key') {
    ctx.log.error({ assistantType: assistantId, companyId: company.id }, 'unreadable model key');
    throw conflict(UNREADABLE_MODEL_KEY);
  }
  return kept === 'automation' ? null : kept;
}

async function readModelRun(
  ctx: ModelConnectionContext,
  company: { id: number; slug: string },
  assistantId: AssistantId,
): Promise<Kept> {
  const level = levelOf(company);
  const own = level.kind === 'company' ? eq(modelConnections.companyId, company.id) : undefined;
  // The company's row (for its choice and its own webhook) with each connection that may apply.
  const rows = await ctx.db
    .select({
      choice: sql<RunsOn | null>`(select ${assistantRunsOn.runsOn} from ${assistantRunsOn}
        where ${assistantRunsOn.companyId} = ${companies.id}
        and ${assistantRunsOn.assistantType} = ${assistantId})`,
      ownWebhook: sql<boolean>`exists (select 1 from ${webhookSettings}
        where ${webhookSettings.companyId} = ${companies.id}
        and ${webhookSettings.assistantType} = ${assistantId}
        and trim(${webhookSettings.webhookUrl}) <> '')`,
      connection: modelConnections,
    })
    .from(companies)
    .leftJoin(modelConnections, or(isNull(modelConnections.companyId), own))
    .where(eq(companies.id, company.id));
  const first = rows[0];
  if (!first) return 'automation';
  const connections = rows.flatMap((row) => (row.connection ? [row.connection] : []));
  const { effective } = chooseConnection(ctx.config, level, connections);
  const way = wayFor({
    assistantId,
    choice: first.choice,
    ownWebhook: first.ownWebhook,
    connectionApplies: effective !== null,
  });
  if (way !== 'model' || !effective) return 'automation';
  const apiKey = readKey(ctx, effective);
  if (!apiKey) return 'unreadable-key';
  return Object.freeze({
    target: Object.freeze({ baseUrl: effective.baseUrl, apiKey, model: effective.model }),
    connection: Object.freeze({
      source: effective.source,
      label: effective.label,
      model: effective.model,
      inputPricePerMillion: effective.inputPricePerMillion,
      outputPricePerMillion: effective.outputPricePerMillion,
    }),
  });
}
