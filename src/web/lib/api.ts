import { QueryClient, type QueryFunction } from '@tanstack/react-query';

export const SESSION_EXPIRED = 'Session expired. Redirecting to login...';
export const REDIRECT_KEY = 'redirectAfterLogin';

/** One field the server refused: `path` is dotted (`facebook.webhookUrl`, `formData.topic`). */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * An API failure: `message` is "status: text" (docs/product.md#client-calls); `serverMessage` is the `message` field;
 * `fieldErrors` the 400 answer's `errors[]` (`{message, errors: [{path, message}]}`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).path === 'string' &&
  typeof (value as FieldError).message === 'string';

/** The fields a 400 answer named (none for any other failure). */
export function fieldErrorsOf(error: unknown): readonly FieldError[] {
  return error instanceof ApiError && error.status === 400 ? error.fieldErrors : [];
}

/** Copies the page's `company` query parameter onto an API address (docs/product.md#tenancy). */
export function withCompany(url: string): string {
  if (typeof window === 'undefined') return url;
  const company = new URLSearchParams(window.location.search).get('company');
  if (!company) return url;
  const target = new URL(url, window.location.origin);
  if (!target.searchParams.has('company')) target.searchParams.set('company', company);
  return url.startsWith('/') ? target.pathname + target.search : target.toString();
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};
/** The app decides what a 401 does (store the address, toast, go to /login). */
export function setUnauthorizedHandler(listener: UnauthorizedListener) {
  onUnauthorized = listener;
}

/** A request made without `apiRequest` (an upload with progress) was answered 401. */
export function sessionExpired(): ApiError {
  onUnauthorized();
  return new ApiError(401, SESSION_EXPIRED, null);
}

/**
 * An answer whose body nobody reads still holds its request open (the browser's network panel
 * shows it pending until the page goes): read answers are finished by reading, the rest here.
 */
function discardBody(res: Response) {
  res.body?.cancel().catch(() => undefined);
}

async function throwIfNotOk(res: Response, redirectOn401 = true) {
  if (res.ok) return;
  if (res.status === 401 && redirectOn401) {
    discardBody(res);
    onUnauthorized();
    throw new ApiError(401, SESSION_EXPIRED, null);
  }
  const text = await res.text();
  let serverMessage: string | null = null;
  let fieldErrors: FieldError[] = [];
  try {
    const parsed = JSON.parse(text) as { message?: unknown; errors?: unknown };
    if (typeof parsed.message === 'string') serverMessage = parsed.message;
    if (Array.isArray(parsed.errors)) fieldErrors = parsed.errors.filter(isFieldError);
  } catch {
    serverMessage = text || null;
  }
  const message = `${res.status}: ${text || res.statusText}`;
  throw new ApiError(res.status, message, serverMessage, fieldErrors);
}

/** The server's message when it gave one, else the fallback text of docs/product.md#messages. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  opts: {
    /** Sign-in answers 401 for wrong credentials: that is no expired session. */
    redirectOn401?: boolean;
    headers?: Record<string, string>;
    /**
     * Tries again (up to this many times) when the server is restarting: a 503 (after its
     * Retry-After, at most 5 s) or no connection (after a second). Only for requests that are
     * safe to send twice, e.g. with an `Idempotency-Key`.
     */
    retriesWhileRestarting?: number;
  } = {},
): Promise<T> {
  const send = () =>
    fetch(withCompany(url), {
      method,
      headers: {
        ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: data !== undefined ? JSON.stringify(data) : undefined,
      credentials: 'include',
    });
  let res: Response | undefined;
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= (opts.retriesWhileRestarting ?? 0);
    try {
      res = await send();
    } catch (err) {
      if (last) throw err;
      await pause(1000);
      continue;
    }
    if (res.status !== 503 || last) break;
    discardBody(res);
    await pause(retryAfterMs(res.headers.get('retry-after')));
  }
  await throwIfNotOk(res, opts.redirectOn401 ?? true);
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Retry-After in seconds, between half a second and five. */
function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) ? Math.min(5000, Math.max(500, seconds * 1000)) : 1000;
}

/** GET an API address as JSON; `returnNull` turns a 401 into null (the signed-out state). */
export async function getJson<T>(
  url: string,
  opts: { on401: 'returnNull' | 'throw' } = { on401: 'throw' },
): Promise<T | null> {
  const res = await fetch(withCompany(url), { credentials: 'include' });
  if (opts.on401 === 'returnNull' && res.status === 401) {
    discardBody(res);
    return null;
  }
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** GET on the query key's address (the first part that starts with "/"). */
export function getQueryFn<T>(opts: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return ({ queryKey }) => {
    const url = queryKey.filter((part) => typeof part === 'string' && part.startsWith('/'))[0];
    return getJson<T>(String(url ?? queryKey[0]), opts);
  };
}

/** A query function for one address: each queryOptions factory names its own (decision 022). */
export const getFrom =
  <T>(url: string) =>
  (): Promise<T> =>
    apiRequest<T>('GET', url);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
