import type { AuditAction, AuditChanges } from '@core/api/audit-log.js';
import type { Db } from '../../db/connection.js';
import { auditLog } from '../../db/schema.js';

/**
 * Who acted and from where, as plain values: the routes read them from the request
 * (`auth/audit-context.ts`) and pass them to the services that audit.
 */
export interface AuditContext {
  actor: { userId: number | null; username: string; companyId: number | null; companySlug: string };
  ip: string;
  userAgent: string;
  requestId: string;
}

/** One entry: whose data changed, what, and how. */
export interface AuditInput {
  company: { id: number; slug: string };
  action: AuditAction;
  target: { type: string; id: string | number; label?: string };
  changes?: AuditChanges;
}

/** The database, or a transaction on it: an entry is written with the change it records. */
type Writer = Pick<Db, 'insert'>;

/**
 * Writes audit entries in the caller's transaction, so a change and its entry are kept together
 * or not at all. An input with no changes where changes were expected is the caller's to skip
 * (see `changed`).
 */
export async function writeAudit(
  db: Writer,
  audit: AuditContext,
  ...inputs: AuditInput[]
): Promise<void> {
  if (inputs.length === 0) return;
  await db.insert(auditLog).values(
    inputs.map((input) => ({
      companyId: input.company.id,
      companySlug: input.company.slug,
      actorUserId: audit.actor.userId,
      actorUsername: audit.actor.username,
      actorCompanyId: audit.actor.companyId,
      actorCompanySlug: audit.actor.companySlug,
      action: input.action,
      targetType: input.target.type,
      targetId: String(input.target.id),
      targetLabel: input.target.label ?? '',
      changes: input.changes ?? {},
      ip: audit.ip,
      userAgent: audit.userAgent,
      requestId: audit.requestId,
    })),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `fields` that differ between `before` and `after`, as `{from, to}`. Fields left
 * undefined in `after` did not change (partial updates).
 */
export function diffFields<T extends object>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const to = after[field];
    if (to === undefined || same(before[field], to)) continue;
    changes[field] = { from: before[field] ?? null, to: to ?? null };
  }
  return changes;
}

/** How a secret changed, never its value: "set", "changed", "cleared" (null: it did not). */
export function secretChange(
  before: string | null | undefined,
  after: string | null | undefined,
): { from: string; to: string } | null {
  const had = Boolean(before);
  const has = Boolean(after);
  if (!had && !has) return null;
  if (had && !has) return { from: 'set', to: 'cleared' };
  if (!had && has) return { from: 'not set', to: 'set' };
  return before === after ? null : { from: 'set', to: 'changed' };
}

export const hasChanges = (changes: AuditChanges) => Object.keys(changes).length > 0;
