import { z } from 'zod';
import { ROLES } from '../roles.js';

export { PLATFORM_COMPANY_ID, ROLE_LABELS, ROLES, type Role } from '../roles.js';

/** Every error the API answers has this shape. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const okSchema = z.object({ success: z.literal(true) });

export const roleSchema = z.enum(ROLES);

/**
 * The shape of a company's public id (a subdomain label, at most 63 characters, not starting
 * with a hyphen): what tenancy accepts from a host or `?company=`, and every `{companyId}` path
 * parameter.
 */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
const COMPANY_ID_CHARACTERS = 'Company ID can only contain lowercase letters, numbers, and hyphens';

/**
 * The `{companyId}` path parameter of every route that names a company (its public id). A
 * malformed id is a 400; a well-formed id no company has is the route's 404.
 */
export const companyParamsSchema = z.object({
  companyId: z.string().regex(COMPANY_SLUG_PATTERN, COMPANY_ID_CHARACTERS),
});

/** Company ids are subdomains: lowercase letters, digits and hyphens. */
export const companySlugSchema = z
  .string()
  .min(1, 'Company ID is required')
  .regex(/^[a-z0-9-]+$/, COMPANY_ID_CHARACTERS);

/** Largest value of an `integer`/`serial` column (PostgreSQL int4): the range of every id. */
export const MAX_DB_ID = 2_147_483_647;
const ID_MESSAGE = 'The id must be a positive whole number';
/** The status a validation issue asks for instead of 400 (read by the server's error handler). */
export const NOT_FOUND_STATUS = 404;

/**
 * The path parameters of every route with a numeric id: `{id}` in digits, from 1. An id beyond
 * the database's integer range can match no row: it answers 404 with the route's own message,
 * as an unknown id does, instead of reaching the database; anything else malformed is a 400.
 */
export function idParamsSchema(notFoundMessage: string) {
  return z.object({
    id: z
      .string()
      .regex(/^\d+$/, ID_MESSAGE)
      .refine((text) => /[1-9]/.test(text), ID_MESSAGE)
      .transform((text, ctx) => {
        const id = Number(text);
        if (id > MAX_DB_ID) {
          ctx.addIssue({
            code: 'custom',
            message: notFoundMessage,
            params: { status: NOT_FOUND_STATUS },
          });
          return z.NEVER;
        }
        return id;
      }),
  });
}
