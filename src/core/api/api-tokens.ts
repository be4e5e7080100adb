import { z } from 'zod';

/**
 * Personal access tokens for the public API (`/api/v1`, docs/api.md): made by a user for
 * themselves, acting as them within the scopes chosen, in their company only.
 */
export const API_SCOPES = [
  'generate',
  'history:read',
  'history:write',
  'reviews',
  'publications',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** What each scope allows, as the token form names it. */
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  generate: 'Generate texts',
  'history:read': 'Read history',
  'history:write': 'Edit history',
  reviews: 'Submit and decide reviews',
  publications: 'Publish and list publications',
};

/** A token is `cdk_` and 43 base62 characters (256 random bits); the list shows its first 8. */
export const API_TOKEN_PREFIX = 'cdk_';
export const API_TOKEN_SHOWN_CHARACTERS = 8;
const MAX_API_TOKEN_NAME_LENGTH = 80;
export const DEFAULT_API_TOKEN_DAYS = 90;
const MAX_API_TOKEN_DAYS = 365;
/** A user keeps at most this many tokens that have not expired or been revoked. */
export const MAX_API_TOKENS_PER_USER = 50;

/** `POST /api/me/tokens`. */
export const createApiTokenSchema = z.object({
  name: z
    .string({ message: 'Give the token a name' })
    .trim()
    .min(1, 'Give the token a name')
    .max(
      MAX_API_TOKEN_NAME_LENGTH,
      `The name must be at most ${MAX_API_TOKEN_NAME_LENGTH} characters`,
    ),
  scopes: z
    .array(z.enum(API_SCOPES, { message: `Scopes are ${API_SCOPES.join(', ')}` }), {
      message: 'Choose at least one scope',
    })
    .min(1, 'Choose at least one scope')
    .max(API_SCOPES.length)
    .refine((s) => new Set(s).size === s.length, 'Name each scope once'),
  expiresInDays: z
    .number({ message: `Expiry must be a number of days from 1 to ${MAX_API_TOKEN_DAYS}` })
    .int(`Expiry must be a number of days from 1 to ${MAX_API_TOKEN_DAYS}`)
    .min(1, `Expiry must be a number of days from 1 to ${MAX_API_TOKEN_DAYS}`)
    .max(MAX_API_TOKEN_DAYS, `Expiry must be a number of days from 1 to ${MAX_API_TOKEN_DAYS}`)
    .default(DEFAULT_API_TOKEN_DAYS),
});

const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  /** The token's first 8 characters, to tell tokens apart. */
  start: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Updated at most once a minute. */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to `POST /api/me/tokens`: the only time the whole token is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });

/** `GET /api/admin/tokens`: the company's tokens with whose they are. */
const companyApiTokenSchema = apiTokenSchema.extend({
  user: z.object({ id: z.number().int(), username: z.string() }),
});
export type CompanyApiToken = z.infer<typeof companyApiTokenSchema>;
export const companyApiTokenListSchema = z.object({
  items: z.array(companyApiTokenSchema),
  /** The company's `apiAccess` setting: off, every token of the company is refused. */
  apiAccess: z.boolean(),
});

export const apiTokenParamsSchema = z.object({
  id: z.coerce.number({ message: 'Token not found' }).int().positive('Token not found'),
});
