import { AutomationError, automationMessages as msg } from './errors.js';

// How a failed automation call is told to the user: the reason in an error body, and what a
// network error stands for (blocked address, time-out, refused, DNS, reset, TLS).

/** A short reason from an error body: n8n and most tools send {message} or {error}. */
export function errorDetail(text: string): string | null {
  let detail = text.trim();
  try {
    const parsed: unknown = JSON.parse(detail);
    if (parsed && typeof parsed === 'object') {
      const obj = parsed as Record<string, unknown>;
      const field = [obj.message, obj.error, obj.hint].find((v) => typeof v === 'string');
      detail = typeof field === 'string' ? field : '';
    }
  } catch {
    if (/^\s*</.test(detail)) detail = ''; // an HTML error page says nothing useful
  }
  detail = detail.replace(/\s+/g, ' ').trim();
  if (!detail) return null;
  return detail.length > 160 ? `${detail.slice(0, 157)}...` : detail;
}

/** Every error code found on an error, its cause, or the errors of an AggregateError. */
function errorCodes(err: unknown, depth = 0): string[] {
  if (!err || typeof err !== 'object' || depth > 4) return [];
  const e = err as { code?: unknown; cause?: unknown; errors?: unknown };
  const own = typeof e.code === 'string' ? [e.code] : [];
  const nested = Array.isArray(e.errors) ? e.errors : [];
  return [
    ...own,
    ...errorCodes(e.cause, depth + 1),
    ...nested.flatMap((x) => errorCodes(x, depth + 1)),
  ];
}

function findBlocked(err: unknown, depth = 0): { address: string } | null {
  if (!err || typeof err !== 'object' || depth > 4) return null;
  const e = err as { code?: unknown; address?: unknown; cause?: unknown; errors?: unknown };
  if (e.code === 'ERR_WEBHOOK_BLOCKED_ADDRESS') return { address: String(e.address) };
  const nested = [e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  for (const n of nested) {
    const found = findBlocked(n, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Why the guard refused the connection (a private address the host resolves to), or null. */
export function blockedReason(err: unknown, url: URL): string | null {
  const blocked = findBlocked(err);
  if (!blocked) return null;
  return `${url.hostname} resolves to ${blocked.address}, a local, private or reserved network address`;
}

const TIMEOUT_CODES = [
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
];
const TLS_CODE = /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/;

/** The failure a network error of an automation call stands for, with its message. */
export function classify(
  err: unknown,
  ctx: { name: string; url: URL; timeoutMs: number; aborted: boolean },
): AutomationError {
  if (err instanceof AutomationError) return err;
  const { name } = ctx;
  const codes = errorCodes(err);
  const blocked = blockedReason(err, ctx.url);
  if (blocked) return new AutomationError('blocked', msg.blocked(name, blocked), { cause: err });
  if (ctx.aborted || codes.some((c) => TIMEOUT_CODES.includes(c))) {
    return new AutomationError('timeout', msg.timeout(name, ctx.timeoutMs), { cause: err });
  }
  const has = (...wanted: string[]) => codes.some((c) => wanted.includes(c));
  if (has('ECONNREFUSED')) return new AutomationError('refused', msg.refused(name), { cause: err });
  if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL')) {
    return new AutomationError('dns', msg.dns(name, ctx.url.hostname), { cause: err });
  }
  let detail = 'a network error occurred';
  if (has('ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET')) detail = 'the connection closed unexpectedly';
  else if (has('EHOSTUNREACH', 'ENETUNREACH')) detail = 'the host or network is unreachable';
  else if (codes.some((c) => TLS_CODE.test(c))) detail = 'its TLS certificate was not accepted';
  else if (has('UND_ERR_INVALID_ARG')) detail = 'the request could not be built';
  return new AutomationError('network', msg.network(name, detail), { cause: err });
}
