import { parentPort, workerData } from 'node:worker_threads';
import { extractText, UnreadableSource, type SourceKind } from './extract-text.js';
import { splitPassages } from './split-passages.js';

/**
 * The parsing thread (decision 063): one per document, so the app's event loop never parses,
 * and a file that loops or swells is stopped (terminated, or out of its memory limit) without
 * touching the app.
 */
export interface ParseRequest {
  kind: SourceKind;
  bytes: Uint8Array;
  address: string;
}

export type ParseReply =
  { ok: true; title?: string; passages: string[] } | { ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('parse-thread runs as a worker thread');
const request = workerData as ParseRequest;

async function parse(): Promise<ParseReply> {
  try {
    const { text, title } = await extractText(request.kind, request.bytes, request.address);
    const passages = splitPassages(text);
    if (passages.length === 0) return { ok: false, message: 'No text found in the file' };
    return { ok: true, title, passages };
  } catch (err) {
    if (err instanceof UnreadableSource) return { ok: false, message: err.message };
    return { ok: false, message: 'The file could not be read' };
  }
}

port.postMessage(await parse());
