import { z } from 'zod';
import { NOT_FOUND_STATUS } from './common.js';

/**
 * A company's data export (decision 050): one zip of its settings, users, history,
 * activity, audit log and model usage, built once on the server and downloadable for 24 hours.
 */

export const EXPORT_NOT_FOUND = 'Export not found';
/** How long a finished export can be downloaded, from when it was started. */
export const EXPORT_VALID_HOURS = 24;

/** The files of the zip, in the order they are written (then each knowledge source, under knowledge/). */
export const EXPORT_FILES = [
  'company.json',
  'users.csv',
  'history.jsonl',
  'activity.csv',
  'audit-log.csv',
  'model-usage.csv',
  'knowledge.jsonl',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{id}` of the export routes: anything but a uuid can match no export, so it reads as one. */
export const exportParamsSchema = z.object({
  id: z.string().refine((id) => UUID.test(id), {
    message: EXPORT_NOT_FOUND,
    params: { status: NOT_FOUND_STATUS },
  }),
});

export const exportStartedSchema = z.object({ id: z.string() });

export const exportStatusSchema = z.object({
  id: z.string(),
  /** The company's public id. */
  companyId: z.string(),
  /** `failed` also when the instance building it stopped (no heartbeat for two minutes). */
  status: z.enum(['running', 'ready', 'failed']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** After this the export is gone (404). */
  expiresAt: z.string(),
  /** Bytes of the zip once ready. */
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Only when ready. */
  downloadUrl: z.string().optional(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** `GET /api/admin/companies/{companyId}/exports`: those not yet expired, newest first. */
export const exportListSchema = z.object({ items: z.array(exportStatusSchema) });
export type ExportList = z.infer<typeof exportListSchema>;
