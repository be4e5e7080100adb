import { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AutomationError } from '../automation-client/errors.js';
import { blockedReason, classify } from '../automation-client/failure.js';
import { modelMessages as msg, providerReason } from './messages.js';

/** Why a call's own controller ended it. */
export class Interrupted extends Error {}
export class Cancelled extends Error {}
export class TimedOut extends Error {}

/** The provider's reason in an OpenAI error body (`{error: {message}}`). */
function reasonOf(err: APIError): string | null {
  const body = err.error as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : null;
}

/** A failed model call in the user's words; the provider's reason is kept in `raw` for admins. */
export function modelFailure(
  err: unknown,
  ctx: { model: string; url: URL; timeoutMs: number; reason: unknown },
): AutomationError {
  if (err instanceof AutomationError) return err;
  if (ctx.reason instanceof Interrupted) {
    return new AutomationError('interrupted', msg.interrupted(), { cause: err });
  }
  if (ctx.reason instanceof Cancelled) {
    return new AutomationError('cancelled', 'The generation was cancelled.', { cause: err });
  }
  if (ctx.reason instanceof TimedOut || err instanceof APIConnectionTimeoutError) {
    return new AutomationError('timeout', msg.timeout(ctx.timeoutMs), { cause: err });
  }
  if (err instanceof APIError && typeof err.status === 'number') {
    const status = err.status;
    const reason = reasonOf(err);
    const details = { status, raw: reason ? providerReason(reason) : undefined, cause: err };
    let message: string;
    if (status === 401 || status === 403) message = msg.keyRefused();
    else if (status === 404 && (err.code === 'model_not_found' || /model/i.test(reason ?? ''))) {
      message = msg.unknownModel(ctx.model);
    } else if (status === 429) message = msg.busy();
    else if (
      err.code === 'context_length_exceeded' ||
      /context length|too many tokens/i.test(reason ?? '')
    ) {
      message = msg.tooLong(ctx.model);
    } else if (status >= 500) message = msg.serverFailed(status);
    else message = msg.refused(status, reason);
    return new AutomationError('http-status', message, details);
  }
  if (err instanceof APIUserAbortError) {
    return new AutomationError('cancelled', 'The generation was cancelled.', { cause: err });
  }
  // A network failure: the same causes as an automation's (blocked, refused, DNS, reset, TLS).
  const cause = (err as { cause?: unknown } | null)?.cause ?? err;
  const blocked = blockedReason(cause, ctx.url);
  if (blocked) return new AutomationError('blocked', msg.blocked(blocked), { cause: err });
  const network = classify(cause, {
    name: 'model',
    url: ctx.url,
    timeoutMs: ctx.timeoutMs,
    aborted: false,
  });
  if (network.kind === 'timeout')
    return new AutomationError('timeout', msg.timeout(ctx.timeoutMs), { cause: err });
  if (network.kind === 'network' && /closed unexpectedly/.test(network.message)) {
    return new AutomationError('stream-error', msg.cut(), { cause: err });
  }
  return new AutomationError(network.kind, msg.unreachable(ctx.url.host), { cause: err });
}

/** How long to wait before asking again after a 429: its Retry-After, else a short backoff. */
export function retryDelayMs(err: unknown, attempt: number): number | null {
  if (!(err instanceof APIError) || err.status !== 429) return null;
  const header = err.headers?.get?.('retry-after');
  const seconds = header ? Number(header) : NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 20_000);
  return 500 * 2 ** attempt;
}
