import { z } from 'zod';
import { queryDateParam } from './query-date.js';

/**
 * The audit log (decision 050): who changed what, when, through an admin or operator route.
 * Secrets appear only as "set", "changed" or "cleared".
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.invite',
  'user.password_reset',
  'user.two_factor_reset',
  'user.delete',
  'user.erase',
  'company.create',
  'company.update',
  'company.plan',
  'company.delete',
  'company.erase',
  'company_settings.update',
  'branding.update',
  'custom_css.update',
  'customization.update',
  'assistant_access.update',
  'webhooks.update',
  'webhooks.copy_defaults',
  'destination.create',
  'destination.update',
  'destination.delete',
  'model_connection.update',
  'model_connection.delete',
  'runs_on.update',
  'brand_voice.update',
  'sso.update',
  'preset.share',
  'preset.delete',
  'export.create',
  'export.download',
  'api_token.create',
  'api_token.revoke',
  'api_token.refuse',
  'event_endpoint.create',
  'event_endpoint.update',
  'event_endpoint.delete',
  'event_endpoint.rotate_secret',
  'knowledge.add',
  'knowledge.update',
  'knowledge.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a change did to each field: `{from, to}` (secrets: "set", "changed", "cleared"). */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({
    userId: z.number().int().nullable(),
    username: z.string(),
    companyId: z.string(),
  }),
  /** Whose data changed (the company's public id). */
  companyId: z.string(),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  ip: z.string(),
  userAgent: z.string(),
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** `GET /api/admin/audit-log/export`'s query: a time range. */
export const auditLogRangeQuerySchema = z.object({
  from: queryDateParam('from'),
  to: queryDateParam('to'),
  /** Operator staff: one company's entries (its public id). */
  company: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,62}$/,
      'Company ID can only contain lowercase letters, numbers, and hyphens',
    )
    .optional(),
});

const AUDIT_PAGE_SIZE = 50;

/** `GET /api/admin/audit-log`'s query. `to` is inclusive of the whole day when it is a date. */
export const auditLogQuerySchema = auditLogRangeQuerySchema.extend({
  action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional(),
  /** A username (any case) or a user id. */
  actor: z.string().trim().min(1).max(100, 'Actor is too long').optional(),
  cursor: z
    .string()
    .max(200, 'The cursor is not valid')
    .regex(/^[\w-]+$/, 'The cursor is not valid')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** How each action reads on the Audit Log page. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.create': 'User created',
  'user.update': 'User changed',
  'user.invite': 'Invitation sent',
  'user.password_reset': 'Password reset',
  'user.two_factor_reset': 'Two-factor reset',
  'user.delete': 'User deleted',
  'user.erase': 'User erased',
  'company.create': 'Company created',
  'company.update': 'Company changed',
  'company.plan': 'Plan changed',
  'company.delete': 'Company deleted',
  'company.erase': 'Company erased',
  'company_settings.update': 'Company settings changed',
  'branding.update': 'Branding changed',
  'custom_css.update': 'Custom CSS changed',
  'customization.update': 'Assistant customisation changed',
  'assistant_access.update': 'Assistant access changed',
  'webhooks.update': 'Webhooks changed',
  'webhooks.copy_defaults': 'Webhook defaults copied',
  'destination.create': 'Destination added',
  'destination.update': 'Destination changed',
  'destination.delete': 'Destination deleted',
  'model_connection.update': 'Model connection changed',
  'model_connection.delete': 'Model connection removed',
  'runs_on.update': 'Model or automation changed',
  'brand_voice.update': 'Brand voice changed',
  'sso.update': 'Single sign-on changed',
  'preset.share': 'Shared preset saved',
  'preset.delete': 'Shared preset deleted',
  'export.create': 'Data export started',
  'export.download': 'Data export downloaded',
  'api_token.create': 'API token created',
  'api_token.revoke': 'API token revoked',
  'api_token.refuse': 'API token refused',
  'event_endpoint.create': 'Event endpoint added',
  'event_endpoint.update': 'Event endpoint changed',
  'event_endpoint.delete': 'Event endpoint deleted',
  'event_endpoint.rotate_secret': 'Event endpoint secret rotated',
  'knowledge.add': 'Knowledge document added',
  'knowledge.update': 'Knowledge document changed',
  'knowledge.delete': 'Knowledge document removed',
};

/** The audit log's CSV columns (the CSV export and a company's data export). */
export const AUDIT_CSV_COLUMNS = [
  'Time',
  'Company',
  'Action',
  'Actor',
  'Actor ID',
  'Actor Company',
  'Target Type',
  'Target ID',
  'Target',
  'Changes',
  'IP',
  'User Agent',
  'Request ID',
] as const;

/** One entry's cells, in the order of AUDIT_CSV_COLUMNS (write them with `toCsv`). */
export function auditCsvCells(entry: AuditEntry): unknown[] {
  return [
    entry.at,
    entry.companyId,
    entry.action,
    entry.actor.username,
    entry.actor.userId,
    entry.actor.companyId,
    entry.target.type,
    entry.target.id,
    entry.target.label,
    JSON.stringify(entry.changes),
    entry.ip,
    entry.userAgent,
    entry.requestId,
  ];
}
