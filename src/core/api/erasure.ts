import { z } from 'zod';

/**
 * Erasure: `DELETE /api/admin/companies/{companyId}?erase=true` and
 * `DELETE /api/admin/users/{id}?erase=true` remove the data for good instead of refusing a
 * company that still has users. A company's erasure must be confirmed with its id in the body.
 */
export const eraseQuerySchema = z.object({
  /** `true`: erase (every row of the company, or the user with their name in the logs). */
  erase: z.enum(['true', 'false'], { error: 'erase must be true or false' }).optional(),
});

/**
 * The body of a company's erasure: its id again, typed by whoever erases it. None at all (a
 * plain delete sends none; Fastify gives it as null) is accepted here and refused by the route.
 */
export const eraseCompanyBodySchema = z
  .object({ confirm: z.string({ error: 'confirm must be text' }).optional() })
  .nullish();
export type EraseCompanyBody = z.infer<typeof eraseCompanyBodySchema>;

export const ERASE_CONFIRM_MISSING =
  'To erase a company, send its company ID in "confirm": every row of it is deleted for good.';
export const ERASE_CONFIRM_MISMATCH =
  'The confirmation does not match the company ID. Nothing was erased.';

/** What an erased user is called wherever their name was (activity and audit log). */
export const erasedUserLabel = (id: number) => `erased user #${id}`;
