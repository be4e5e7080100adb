import { sql } from 'drizzle-orm';
import type { WebhookSettingsInput } from '@core/api/webhooks.js';
import { ASSISTANTS } from '@core/assistants/catalogue.js';
import { ASSISTANT_IDS } from '@core/assistants/ids.js';
import { webhookSettings } from '../../db/schema.js';
import { invalidFields, type FieldProblem } from '../domain-error.js';
import { isMask } from '../../operations/secrets.js';
import type { StoredWebhook, StoredWebhooks } from './stored-webhook.js';
import type { AuditChanges } from '@core/api/audit-log.js';
import { hasChanges, secretChange, writeAudit, type AuditContext } from '../audit/audit-log.js';
import { loadStoredWebhooks, type WebhookSettingsContext } from './stored-webhooks.js';

import {
  apiKeyProblem,
  REENTER_KEY_MESSAGE,
  sameOrigin,
  webhookUrlProblem,
} from './validate-webhook.js';

/** The value an upsert proposed for a column (PostgreSQL's `excluded` row). */
const excluded = (column: { name: string }) => sql.raw(`excluded."${column.name}"`);

/**
 * Saves a company's webhooks (in the platform company: the platform defaults). Every entry is
 * checked before anything is written; one bad field answers 400 naming it and changes nothing.
 * Assistants left out of `settings` stay as they are. `apiKey`: a new key is stored encrypted,
 * '' removes it, the unchanged mask (or no apiKey) keeps the stored one, but only while the URL
 * keeps its scheme, host and port. Returns the company's webhooks as stored now.
 */
export async function saveWebhookSettings(
  ctx: WebhookSettingsContext,
  opts: {
    company: { id: number; slug: string; companyName: string };
    settings: WebhookSettingsInput;
    audit: AuditContext;
  },
): Promise<StoredWebhooks> {
  const companyId = opts.company.id;
  const stored = await loadStoredWebhooks(ctx.db, companyId);
  const errors: FieldProblem[] = [];
  const next: [string, StoredWebhook][] = [];
  for (const id of ASSISTANT_IDS) {
    const entry = opts.settings[id];
    if (!entry) continue;
    const name = ASSISTANTS[id].displayName;
    const webhookUrl = entry.webhookUrl.trim();
    const urlProblem = webhookUrlProblem(webhookUrl, ctx.allowHosts);
    if (urlProblem) errors.push({ path: `${id}.webhookUrl`, message: `${name}: ${urlProblem}` });

    const current = stored[id];
    let apiKeyEncrypted: string;
    if (entry.apiKey === undefined || isMask(entry.apiKey)) {
      apiKeyEncrypted = current.apiKeyEncrypted;
      const moved = webhookUrl !== '' && !sameOrigin(current.webhookUrl, webhookUrl);
      if (apiKeyEncrypted && moved && !urlProblem) {
        errors.push({ path: `${id}.apiKey`, message: `${name}: ${REENTER_KEY_MESSAGE}` });
      }
    } else {
      const keyProblem = apiKeyProblem(entry.apiKey);
      if (keyProblem) errors.push({ path: `${id}.apiKey`, message: `${name}: ${keyProblem}` });
      apiKeyEncrypted = ctx.secrets.encrypt(entry.apiKey);
    }
    const responseMode = entry.responseMode ?? current.responseMode;
    next.push([id, { webhookUrl, apiKeyEncrypted, responseMode }]);
  }
  if (errors.length > 0) throw invalidFields(errors);

  if (next.length > 0) {
    const changes = webhookChanges(stored, next);
    await ctx.db.transaction(async (tx) => {
      // One statement for every assistant sent: each row is inserted, or updated from its
      // proposed values (`excluded`).
      await tx
        .insert(webhookSettings)
        .values(next.map(([assistantType, value]) => ({ companyId, assistantType, ...value })))
        .onConflictDoUpdate({
          target: [webhookSettings.companyId, webhookSettings.assistantType],
          set: {
            webhookUrl: excluded(webhookSettings.webhookUrl),
            apiKeyEncrypted: excluded(webhookSettings.apiKeyEncrypted),
            responseMode: excluded(webhookSettings.responseMode),
            updatedAt: sql`now()`,
          },
        });
      if (!hasChanges(changes)) return;
      await writeAudit(tx, opts.audit, {
        company: opts.company,
        action: 'webhooks.update',
        target: { type: 'webhooks', id: opts.company.slug, label: opts.company.companyName },
        changes,
      });
    });
    for (const [assistantType, value] of next) stored[assistantType as keyof typeof stored] = value;
  }
  return stored;
}

/** What a save changes, per assistant and field; a key only as "set", "changed" or "cleared". */
export function webhookChanges(
  stored: Record<string, StoredWebhook>,
  next: [string, StoredWebhook][],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [id, value] of next) {
    const before = stored[id];
    if (before.webhookUrl !== value.webhookUrl) {
      changes[`${id}.webhookUrl`] = { from: before.webhookUrl, to: value.webhookUrl };
    }
    if (before.responseMode !== value.responseMode) {
      changes[`${id}.responseMode`] = { from: before.responseMode, to: value.responseMode };
    }
    const key = secretChange(before.apiKeyEncrypted, value.apiKeyEncrypted);
    if (key) changes[`${id}.apiKey`] = key;
  }
  return changes;
}
