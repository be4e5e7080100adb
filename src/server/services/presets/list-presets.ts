import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AssistantId } from '@core/assistants/ids.js';
import type { Db } from '../../db/connection.js';
import { presets, users } from '../../db/schema.js';

/** Whose presets a request sees: the request's company (the tenant) and the signed-in user. */
export interface PresetViewer {
  /** Internal id of the request's company, never one taken from the client. */
  companyId: number;
  userId: number;
}

/** A preset as stored (a presenter chooses what of it leaves the server). */
export type PresetRow = typeof presets.$inferSelect;

/** The presets a viewer may see: their own in the company, and the company's shared ones. */
const visibleTo = (viewer: PresetViewer, ...more: SQL[]) =>
  and(
    eq(presets.companyId, viewer.companyId),
    or(eq(presets.userId, viewer.userId), eq(presets.shared, true)),
    ...more,
  );

/**
 * One assistant's presets the viewer may use, by name (whatever its case), then oldest first,
 * each with the username of who saved it.
 */
export async function listPresets(
  db: Db,
  opts: { viewer: PresetViewer; assistantType: AssistantId },
): Promise<{ preset: PresetRow; username: string }[]> {
  return db
    .select({ preset: presets, username: users.username })
    .from(presets)
    .innerJoin(users, eq(users.id, presets.userId))
    .where(visibleTo(opts.viewer, eq(presets.assistantType, opts.assistantType)))
    .orderBy(sql`lower(${presets.name})`, asc(presets.id));
}
