import type { ModelConnectionTestResult } from '@core/api/model-connection.js';

/** What a call needs of a model connection: its address, key (decrypted) and model. */
export interface ModelTarget {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** Tokens a generation used: from the stream's usage chunk, or counted when it sent none. */
export interface ModelUsage {
  promptTokens: number;
  completionTokens: number;
  /** True when the endpoint sent no usage and the tokens were estimated here. */
  estimated: boolean;
}

export interface ModelChatOptions {
  target: ModelTarget;
  system: string;
  prompt: string;
  requestId: string;
  /** Total deadline (WEBHOOK_TIMEOUT_MS, or the lead timeout). */
  timeoutMs: number;
  /** Display name used in error messages, e.g. "Blog Article". */
  assistantName: string;
  /** Ends the call at once (Stop): no more tokens are produced or billed. */
  signal?: AbortSignal;
  /** Each piece of text as the model streams it. */
  onDelta?: (text: string) => void;
}

export interface ModelAnswer {
  text: string;
  usage: ModelUsage;
  latencyMs: number;
}

/**
 * The one outgoing client for model connections (decision 058): OpenAI's chat-completions API
 * with the official `openai` package, through the same SSRF guard as automations. Failures are
 * thrown as `AutomationError` with the kinds and plain-words messages users read; the
 * provider's own reason is kept in the error's details for admins.
 */
export interface ModelClient {
  chat(opts: ModelChatOptions): Promise<ModelAnswer>;
  /** Lists the endpoint's models when it can and sends a one-line prompt. Never throws. */
  test(target: ModelTarget): Promise<ModelConnectionTestResult>;
  /** Aborts every call in progress and refuses new ones (shutdown). */
  abortAll(reason: string): void;
  close(): Promise<void>;
}
