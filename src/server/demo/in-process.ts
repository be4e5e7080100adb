import { setTimeout as sleep } from 'node:timers/promises';
import type { DemoHandler } from '../automation-client/client.js';
import { demoRespond, demoStreamedText, isDemoAssistant } from './respond.js';
import { STREAM_CONTENT_TYPE, linePause, paced, streamLines } from './stream.js';

/**
 * The demo automation as the webhook client calls it for the demo address: the same answers as
 * `POST /demo-automation/:assistantType`, made in the instance that handles the generation, so
 * it works on every instance whatever its port or start order, and needs no way back into the
 * app over the network. Texts stream as n8n's streaming Webhook node sends them (stream.ts).
 */
export function createDemoHandler(delayMs: number): DemoHandler {
  return async (assistant, body, signal) => {
    if (!isDemoAssistant(assistant)) {
      const message = `The demo automation has no assistant "${assistant}".`;
      return { status: 404, contentType: 'application/json', text: JSON.stringify({ message }) };
    }
    if (delayMs > 0) await sleep(delayMs, undefined, { signal });
    signal.throwIfAborted();
    const text = demoStreamedText(assistant, body);
    if (text !== null) {
      const lines = streamLines(text);
      const stream = paced(lines, linePause(delayMs, lines.length), signal);
      return { status: 200, contentType: STREAM_CONTENT_TYPE, text: '', stream };
    }
    const answer = demoRespond(assistant, body);
    return { status: 200, contentType: answer.contentType, text: answer.body };
  };
}
