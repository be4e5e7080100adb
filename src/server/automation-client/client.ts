import { Agent, request } from 'undici';
import type { Dispatcher } from 'undici';
import { AutomationError, automationMessages as msg } from './errors.js';
import { classify, errorDetail } from './failure.js';
import { createAnswerDecoder, StreamFailure, type AnswerFormat } from './answer-stream.js';
import { ASSISTANT_ENTRIES, isAssistantId } from '@core/assistants/ids.js';
import { DEMO_AUTOMATION_HOST } from '@core/demo-automation.js';
import { demoTarget } from './demo-target.js';
import { createGuardedConnector } from './guarded-connector.js';
import { checkWebhookUrl } from './ssrf-guard.js';
import { normaliseAnswer, type KeptAnswer } from './normalise.js';
import type { OutputKind } from '@core/assistants/types.js';

/** Largest response body read from an automation. */
export const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

export interface AutomationResponse {
  status: number;
  contentType: string;
  /** A whole body as it came, or the text a streamed answer carried (answer-stream.ts). */
  text: string;
  /** Absent: a whole body. */
  format?: AnswerFormat;
  latencyMs: number;
}

export interface AutomationCallOptions {
  url: string;
  /** Sent verbatim as the Authorization header when set. */
  apiKey?: string | null;
  body: unknown;
  requestId: string;
  /** Total deadline; the client's default timeout when absent. */
  timeoutMs?: number;
  /** Display name used in error messages, e.g. "Blog Article". */
  assistantName: string;
  /** Gets each piece of text of a streamed answer as it arrives. */
  onDelta?: (text: string) => void;
  /** Ends the call (a cancelled generation): it fails as `cancelled`. */
  signal?: AbortSignal;
}

interface AutomationLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface AutomationClientOptions {
  /** Hosts (or host:port) that may be private. Read on every call, so the list may grow. */
  allowHosts: readonly string[];
  defaultTimeoutMs: number;
  leadTimeoutMs: number;
  logger?: AutomationLogger;
  demo?: DemoHandler;
}

export interface AutomationClient {
  post(opts: AutomationCallOptions): Promise<AutomationResponse>;
  /**
   * Calls a generation's automation and answers what the generation keeps, normalised for what
   * the assistant produces (normalise.ts); an answer that holds none fails as the call would.
   */
  generate(opts: AutomationCallOptions & { output: OutputKind }): Promise<KeptAnswer>;
  /** The configured timeout for an assistant (the lead generator takes longer). */
  timeoutFor(assistantType: string): number;
  /** Aborts every call in progress and refuses new ones: they fail as `interrupted` (shutdown). */
  abortAll(reason: string): void;
  close(): Promise<void>;
}

/** Answers the built-in demo automation's address in-process (absent: the demo is off). */
export type DemoHandler = (
  assistant: string,
  body: unknown,
  signal: AbortSignal,
) => Promise<{
  status: number;
  contentType: string;
  /** The whole body (empty when `stream` is given). */
  text: string;
  /** The body as it is streamed, piece by piece (the demo's texts, as n8n streams them). */
  stream?: AsyncIterable<string>;
}>;

/** The abort reason of a call ended by `abortAll`. */
class Interrupted extends Error {}
/** The abort reason of a call its caller cancelled. */
class Cancelled extends Error {}

/** The one outgoing HTTP client for webhooks: SSRF-guarded, time-limited, never retried. */
export function createAutomationClient(options: AutomationClientOptions): AutomationClient {
  const { allowHosts, logger } = options;
  // No connection cap per host: a cap queues generations behind each other, and their queue
  // time would count against their deadline (docs/decisions/009).
  const agent = new Agent({
    connect: createGuardedConnector(() => allowHosts),
    keepAliveTimeout: 4_000,
  });
  const inFlight = new Set<AbortController>();
  let interruptedBy: string | null = null;

  async function post(opts: AutomationCallOptions): Promise<AutomationResponse> {
    const name = opts.assistantName;
    const timeoutMs = opts.timeoutMs ?? options.defaultTimeoutMs;
    const target = resolveTarget(opts.url, name);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json, text/plain;q=0.9, */*;q=0.8',
      'x-request-id': opts.requestId,
    };
    if (opts.apiKey) {
      if (/[\r\n\0]/.test(opts.apiKey)) {
        throw new AutomationError(
          'invalid-url',
          msg.invalidUrl(name, 'the API key contains a line break'),
        );
      }
      headers.authorization = opts.apiKey;
    }
    if (interruptedBy !== null) throw new AutomationError('interrupted', msg.interrupted(name));

    const controller = new AbortController();
    if (opts.signal?.aborted) throw new AutomationError('cancelled', msg.cancelled());
    const cancel = () => controller.abort(new Cancelled());
    opts.signal?.addEventListener('abort', cancel, { once: true });
    inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const url = 'url' in target ? target.url : new URL(`http://${DEMO_AUTOMATION_HOST}`);
    const log = { requestId: opts.requestId, host: url.host, path: url.pathname };
    try {
      const answer =
        'url' in target
          ? await send(
              target.url,
              headers,
              opts.body,
              controller.signal,
              timeoutMs,
              name,
              agent,
              opts.onDelta,
            )
          : await callDemo(target.demo, opts.body, controller.signal, name, opts.onDelta);
      const { status, text } = answer;
      if (status >= 300 && status < 400) {
        throw new AutomationError('redirect', msg.redirect(name, status, answer.location), {
          status,
        });
      }
      const latencyMs = elapsed();
      if (status < 200 || status >= 300) {
        const details = { status, latencyMs, raw: text.slice(0, 2000) };
        if (status === 404 && /is not registered/i.test(text)) {
          throw new AutomationError('not-registered', msg.notRegistered(name), details);
        }
        throw new AutomationError(
          'http-status',
          msg.httpStatus(name, status, errorDetail(text)),
          details,
        );
      }
      logger?.info({ ...log, status, latencyMs }, 'webhook answered');
      return { status, contentType: answer.contentType, text, format: answer.format, latencyMs };
    } catch (err) {
      const signal = controller.signal;
      const error =
        signal.reason instanceof Interrupted
          ? new AutomationError('interrupted', msg.interrupted(name), { cause: err })
          : signal.reason instanceof Cancelled
            ? new AutomationError('cancelled', msg.cancelled(), { cause: err })
            : classify(err, { name, url, timeoutMs, aborted: signal.aborted });
      logger?.warn(
        { ...log, kind: error.kind, status: error.status, ms: elapsed() },
        'webhook failed',
      );
      throw error;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', cancel);
      inFlight.delete(controller);
    }
  }

  /** The address to call: a checked URL, or the built-in demo automation. */
  function resolveTarget(address: string, name: string): { url: URL } | { demo: string } {
    const demo = demoTarget(address);
    if (demo.kind === 'invalid')
      throw new AutomationError('invalid-url', msg.invalidUrl(name, demo.reason));
    if (demo.kind === 'demo') {
      if (!options.demo) {
        const reason = 'the demo automation is turned off on this server';
        throw new AutomationError('invalid-url', msg.invalidUrl(name, reason));
      }
      return { demo: demo.assistant };
    }
    const check = checkWebhookUrl(address, allowHosts);
    if (!check.ok) {
      const message =
        check.kind === 'blocked'
          ? msg.blocked(name, check.reason)
          : msg.invalidUrl(name, check.reason);
      throw new AutomationError(check.kind, message);
    }
    return { url: check.url };
  }

  /** The demo automation answers in-process, with the body as it would arrive over HTTP. */
  async function callDemo(
    assistant: string,
    body: unknown,
    signal: AbortSignal,
    name: string,
    onDelta?: (text: string) => void,
  ): Promise<Answer> {
    const answer = await options.demo!(assistant, JSON.parse(JSON.stringify(body ?? {})), signal);
    const { status, contentType } = answer;
    if (!answer.stream)
      return { status, contentType, text: answer.text, format: 'whole', location: null };
    // Streamed as over HTTP: the same decoder, so deltas reach the job as they come.
    const decoder = createAnswerDecoder(contentType, onDelta);
    try {
      for await (const piece of answer.stream) decoder.push(piece);
      const decoded = decoder.finish();
      return { status, contentType, text: decoded.text, format: decoded.format, location: null };
    } catch (err) {
      if (err instanceof StreamFailure) {
        throw new AutomationError('stream-error', msg.streamError(name, err.message), { status });
      }
      throw err;
    }
  }

  return {
    post,
    async generate(opts) {
      return normaliseAnswer(await post(opts), opts.output, opts.assistantName);
    },
    timeoutFor: (assistantType) =>
      isAssistantId(assistantType) && ASSISTANT_ENTRIES[assistantType].longRunning
        ? options.leadTimeoutMs
        : options.defaultTimeoutMs,
    abortAll(reason) {
      interruptedBy = reason;
      for (const controller of inFlight) controller.abort(new Interrupted(reason));
    },
    close: () => agent.close(),
  };
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
  format: AnswerFormat;
  /** Where a redirect points (redirects are never followed). */
  location: string | null;
}

/** One POST over HTTP through the guarded agent; the body is read up to the size limit. */
async function send(
  url: URL,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
  timeoutMs: number,
  name: string,
  agent: Dispatcher,
  onDelta?: (text: string) => void,
): Promise<Answer> {
  const res = await request(url, {
    method: 'POST',
    dispatcher: agent,
    headers,
    body: ownBytes(JSON.stringify(body ?? {})),
    signal,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const status = res.statusCode;
  if (status >= 300 && status < 400) {
    await res.body.dump().catch(() => undefined);
    return {
      status,
      contentType: '',
      text: '',
      format: 'whole',
      location: headerValue(res.headers, 'location'),
    };
  }
  const contentType = headerValue(res.headers, 'content-type') ?? '';
  if (status < 200 || status >= 300) {
    let text = '';
    await readLimited(res.body, res.headers, name, status, (piece) => (text += piece));
    return { status, contentType, text, format: 'whole', location: null };
  }
  // A successful answer is understood as it arrives: streamed text reaches `onDelta` at once.
  // The decoder keeps what it needs (a whole body, or the text a stream carried), nothing more.
  const decoder = createAnswerDecoder(contentType, onDelta);
  try {
    await readLimited(res.body, res.headers, name, status, (text) => decoder.push(text));
    const decoded = decoder.finish();
    return { status, contentType, text: decoded.text, format: decoded.format, location: null };
  } catch (err) {
    if (err instanceof StreamFailure) {
      res.body.destroy();
      throw new AutomationError('stream-error', msg.streamError(name, err.message), { status });
    }
    throw err;
  }
}

function headerValue(headers: Dispatcher.ResponseData['headers'], key: string): string | null {
  const value = headers[key];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

/**
 * A request body in memory of its own. A small Buffer made from a string is a slice of Node's
 * shared 8 KB pool, and the body is held until the answer has ended: a streamed generation
 * that lasts a minute kept a whole 8 KB slab alive for its few hundred bytes (decision 025).
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * Reads the body as UTF-8 into `onText`, failing as soon as it exceeds the limit
 * (content-length or not). Nothing is kept here: a streamed answer is not held twice.
 */
async function readLimited(
  body: Dispatcher.ResponseData['body'],
  headers: Dispatcher.ResponseData['headers'],
  name: string,
  status: number,
  onText: (text: string) => void,
): Promise<void> {
  const tooLarge = () => new AutomationError('too-large', msg.tooLarge(name), { status });
  const declared = Number(headerValue(headers, 'content-length'));
  if (Number.isFinite(declared) && declared > MAX_RESPONSE_BYTES) {
    body.destroy();
    throw tooLarge();
  }
  const decoder = new TextDecoder('utf-8');
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_RESPONSE_BYTES) {
      body.destroy();
      throw tooLarge();
    }
    const piece = decoder.decode(chunk, { stream: true });
    if (piece) onText(piece);
  }
  const rest = decoder.decode();
  if (rest) onText(rest);
}
