import { unrecordedRow, unrecordedState, type JobEvent } from './job-events.js';

/** Characters of text per notification: even escaped, far below PostgreSQL's 8000-byte limit. */
const MAX_TEXT = 1000;
/**
 * A job event as another instance receives it: type, job, offset, text (short keys: a
 * notification's payload is limited). An end that did not succeed may carry its final status in
 * `s` and its error in `x`: a failure the database refused to record (decision 005) exists
 * nowhere else, and a NOTIFY needs no write, so a read-only database still carries it.
 */
export interface Wire {
  t: 'd' | 'e' | 'c';
  j: string;
  o?: number;
  x?: string;
  s?: 'failed' | 'cancelled';
}

/** Splits text into pieces of at most MAX_TEXT characters, never inside a surrogate pair. */
function pieces(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + MAX_TEXT, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

export function toWire(event: JobEvent): Wire[] {
  if (event.type === 'end') {
    const unrecorded = unrecordedState(event);
    if (!unrecorded) return [{ t: 'e', j: event.id }];
    const x = pieces(unrecorded.error)[0] ?? '';
    return [{ t: 'e', j: event.id, s: unrecorded.status, x }];
  }
  if (event.type === 'cancel') return [{ t: 'c', j: event.id }];
  let offset = event.offset;
  return pieces(event.text).map((x) => {
    const wire: Wire = { t: 'd', j: event.id, o: offset, x };
    offset += x.length;
    return wire;
  });
}

export function fromWire(wire: Wire): JobEvent | null {
  if (typeof wire.j !== 'string') return null;
  if (wire.t === 'e') {
    if ((wire.s === 'failed' || wire.s === 'cancelled') && typeof wire.x === 'string') {
      return { type: 'end', id: wire.j, row: unrecordedRow(wire.s, wire.x) };
    }
    return { type: 'end', id: wire.j };
  }
  if (wire.t === 'c') return { type: 'cancel', id: wire.j };
  if (wire.t === 'd' && typeof wire.o === 'number' && typeof wire.x === 'string') {
    return { type: 'delta', id: wire.j, offset: wire.o, text: wire.x };
  }
  return null;
}
