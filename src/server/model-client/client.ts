import OpenAI from 'openai';
import { Agent, fetch as undiciFetch } from 'undici';
import { AutomationError } from '../automation-client/errors.js';
import { createGuardedConnector } from '../automation-client/guarded-connector.js';
import { checkWebhookUrl } from '../automation-client/ssrf-guard.js';
import { Cancelled, Interrupted, TimedOut, modelFailure, retryDelayMs } from './failures.js';
import { modelMessages as msg } from './messages.js';
import { testModelConnection } from './test-connection.js';
import type {
  ModelAnswer,
  ModelChatOptions,
  ModelClient,
  ModelTarget,
  ModelUsage,
} from './types.js';

/** Retries of a call the model answered 429 (busy) before any text, then "the model is busy". */
const BUSY_RETRIES = 2;

interface ModelLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ModelClientOptions {
  /** Hosts (or host:port) that may be private (a local Ollama). Read on every call. */
  allowHosts: readonly string[];
  logger?: ModelLogger;
}

/** About four characters a token: the estimate when an endpoint sends no usage. */
export const estimateTokens = (text: string) =>
  text ? Math.max(1, Math.ceil(text.length / 4)) : 0;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** The checked address of a connection, or the failure that refuses it. */
function checkedModelUrl(baseUrl: string, allowHosts: readonly string[]): URL {
  const check = checkWebhookUrl(baseUrl, allowHosts);
  if (check.ok) return check.url;
  throw check.kind === 'blocked'
    ? new AutomationError('blocked', msg.blocked(check.reason))
    : new AutomationError('invalid-url', msg.invalidUrl(check.reason));
}

/**
 * The one outgoing client for model connections (decision 058): OpenAI's chat-completions API
 * through the official `openai` package, its requests sent by undici through the SSRF guard
 * automations use. Text streams (`stream: true`) with the usage chunk asked for; Stop aborts the
 * request at once; a 429 before any text is asked again up to twice.
 */
export function createModelClient(options: ModelClientOptions): ModelClient {
  const agent = new Agent({
    connect: createGuardedConnector(() => options.allowHosts),
    keepAliveTimeout: 4_000,
  });
  const fetch = ((url: string | URL, init?: Record<string, unknown>) =>
    undiciFetch(url, {
      ...init,
      dispatcher: agent,
    } as never)) as unknown as typeof globalThis.fetch;
  const inFlight = new Set<AbortController>();
  let interruptedBy: string | null = null;

  const sdkFor = (target: ModelTarget, timeoutMs: number) =>
    new OpenAI({
      apiKey: target.apiKey || 'none',
      baseURL: target.baseUrl.replace(/\/+$/, ''),
      maxRetries: 0,
      timeout: timeoutMs,
      fetch,
    });

  async function chat(opts: ModelChatOptions): Promise<ModelAnswer> {
    const url = checkedModelUrl(opts.target.baseUrl, options.allowHosts);
    if (interruptedBy !== null) throw new AutomationError('interrupted', msg.interrupted());
    if (opts.signal?.aborted)
      throw new AutomationError('cancelled', 'The generation was cancelled.');
    const controller = new AbortController();
    const cancel = () => controller.abort(new Cancelled());
    opts.signal?.addEventListener('abort', cancel, { once: true });
    const timer = setTimeout(() => controller.abort(new TimedOut()), opts.timeoutMs);
    inFlight.add(controller);
    const started = performance.now();
    const log = { requestId: opts.requestId, host: url.host, model: opts.target.model };
    const sdk = sdkFor(opts.target, opts.timeoutMs);
    let text = '';
    let usage: ModelUsage | null = null;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const stream = await sdk.chat.completions.create(
            {
              model: opts.target.model,
              messages: [
                { role: 'system', content: opts.system },
                { role: 'user', content: opts.prompt },
              ],
              stream: true,
              stream_options: { include_usage: true },
            },
            { signal: controller.signal },
          );
          let finished = false;
          for await (const chunk of stream) {
            const choice = chunk.choices[0];
            const piece = choice?.delta?.content;
            if (piece) {
              text += piece;
              opts.onDelta?.(piece);
            }
            if (choice?.finish_reason) finished = true;
            if (chunk.usage) {
              usage = {
                promptTokens: chunk.usage.prompt_tokens,
                completionTokens: chunk.usage.completion_tokens,
                estimated: false,
              };
            }
          }
          if (!finished) throw new AutomationError('stream-error', msg.cut());
          break;
        } catch (err) {
          const wait = text === '' && attempt < BUSY_RETRIES ? retryDelayMs(err, attempt) : null;
          if (wait === null || controller.signal.aborted) throw err;
          options.logger?.info(
            { ...log, attempt: attempt + 1, waitMs: wait },
            'model busy, asking again',
          );
          await sleep(wait, controller.signal);
          if (controller.signal.aborted) throw err;
        }
      }
    } catch (err) {
      const failure = modelFailure(err, {
        model: opts.target.model,
        url,
        timeoutMs: opts.timeoutMs,
        reason: controller.signal.reason,
      });
      options.logger?.warn(
        {
          ...log,
          kind: failure.kind,
          status: failure.status,
          reason: failure.raw,
          ms: Math.round(performance.now() - started),
        },
        'model call failed',
      );
      throw failure;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', cancel);
      inFlight.delete(controller);
    }
    const latencyMs = Math.round(performance.now() - started);
    if (!text.trim()) throw new AutomationError('empty', msg.empty(), { latencyMs });
    options.logger?.info({ ...log, latencyMs }, 'model answered');
    return {
      text,
      latencyMs,
      usage: usage ?? {
        promptTokens: estimateTokens(opts.system) + estimateTokens(opts.prompt),
        completionTokens: estimateTokens(text),
        estimated: true,
      },
    };
  }

  return {
    chat,
    test: (target) => testModelConnection(target, { chat, sdkFor, allowHosts: options.allowHosts }),
    abortAll(reason) {
      interruptedBy = reason;
      for (const controller of inFlight) controller.abort(new Interrupted(reason));
    },
    close: () => agent.close(),
  };
}
