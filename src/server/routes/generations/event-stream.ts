import type { ServerResponse } from 'node:http';
import {
  generationEvents,
  generationEventText as event,
  type DoneEvent,
} from '@core/api/generation-events.js';
import type { AppContext } from '../../context.js';
import type { JobEnd, JobEvent } from '../../services/generations/job-events.js';
import { CANCELLED_MESSAGE, readJob, type JobRow } from '../../services/generations/job-store.js';

/** A comment at least this often keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 15_000;
/** How soon the saved text is read again when pieces of text are missing (a gap). */
const GAP_RETRY_MS = 250;

/**
 * One Server-Sent Events reader of one job (docs/decisions/009). Text goes out as `delta`
 * events whose `id` is the character offset after them, so `Last-Event-ID` resumes exactly.
 * Pieces arrive on the job bus with their offsets: out of order or duplicated pieces are put
 * right; a gap (a piece missed before this reader listened) is filled from the saved text.
 * The end is read from the database and sent as `status` then `done` or `error`.
 */
export class JobEventStream {
  private sent: number;
  private readonly pending = new Map<number, string>();
  private ended = false;
  private gapTimer: NodeJS.Timeout | undefined;
  private readonly keepalive: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private catchingUp = false;

  constructor(
    private readonly ctx: AppContext,
    /** The app's open streams, handed over when it closes (events-route.ts). */
    private readonly open: Set<() => void>,
    private readonly raw: ServerResponse,
    private readonly jobId: string,
    resumeFrom: number,
  ) {
    this.sent = resumeFrom;
    this.unsubscribe = ctx.jobEvents.subscribe(jobId, (event) => this.onEvent(event));
    // The comment also re-reads the job: a lost notification never leaves a reader waiting.
    this.keepalive = setInterval(() => {
      this.write(': keepalive\n\n');
      this.catchUpLiveOrSaved();
    }, KEEPALIVE_MS);
    open.add(this.handOver);
    ctx.metrics.streamReaders.inc();
    raw.on('close', this.close);
  }

  /** Sends what the job holds now (its status and text so far, or its end). */
  async begin(row: JobRow) {
    if (row.status !== 'running') return this.finish(row);
    this.write(event('status', { status: 'running' }));
    const live = this.ctx.jobs.liveContent(row.id);
    this.fillFrom(live ?? row.content);
    this.drain();
    // Not running here: its end (or text) may have been told before this reader listened, while
    // the row was being read. Read it once more now that nothing can be missed.
    if (live === undefined) void this.catchUp();
  }

  private onEvent(event: JobEvent) {
    if (this.ended) return;
    if (event.type === 'delta') {
      this.pending.set(event.offset, event.text);
      this.drain();
    } else if (event.type === 'end') {
      // Ended in this process: the final row came with the event (5,000 readers, no reads).
      if (event.row) this.finish(event.row);
      else void this.catchUp();
    }
  }

  /** Sends pending pieces that continue the text sent so far; schedules a refill on a gap. */
  private drain() {
    let progressed = true;
    while (progressed) {
      progressed = false;
      for (const [offset, text] of this.pending) {
        const end = offset + text.length;
        if (end <= this.sent) {
          this.pending.delete(offset);
        } else if (offset <= this.sent) {
          this.pending.delete(offset);
          this.delta(text.slice(this.sent - offset));
          progressed = true;
        }
      }
    }
    if (this.pending.size > 0 && !this.gapTimer) {
      this.gapTimer = setTimeout(() => {
        this.gapTimer = undefined;
        this.catchUpLiveOrSaved();
      }, GAP_RETRY_MS);
    }
  }

  private fillFrom(content: string) {
    if (content.length > this.sent) this.delta(content.slice(this.sent));
  }

  /**
   * A job running on this instance has all its text in memory and its end is never missed (it is
   * delivered in-process): no database read, so thousands of readers hold no pool connection.
   * Any other job is read again from the database.
   */
  private catchUpLiveOrSaved() {
    const live = this.ctx.jobs.liveContent(this.jobId);
    if (live === undefined) {
      void this.catchUp();
      return;
    }
    this.fillFrom(live);
    this.drain();
  }

  /** Reads the job again: its saved text fills gaps; its end finishes the stream. */
  private async catchUp() {
    if (this.ended || this.catchingUp) return;
    this.catchingUp = true;
    try {
      const row = await readJob(this.ctx, this.jobId);
      if (!row) return this.close();
      if (row.status !== 'running') return this.finish(row);
      this.fillFrom(this.ctx.jobs.liveContent(row.id) ?? row.content);
      this.drain();
    } catch (err) {
      this.ctx.log.warn({ err, jobId: this.jobId }, 'event stream could not read the job');
    } finally {
      this.catchingUp = false;
    }
  }

  private finish(row: JobEnd) {
    if (this.ended) return;
    this.write(event('status', { status: row.status }));
    const done = row.status === 'succeeded' ? doneEventOf(row) : null;
    if (done) {
      this.write(event('done', done));
    } else if (row.status === 'cancelled' && row.historyId !== null) {
      // Stopped after text arrived: that text was kept as an item of its own.
      const kept = { historyId: row.historyId, content: row.content, stopped: true };
      this.write(event('error', { message: CANCELLED_MESSAGE, ...kept }));
    } else {
      const message = row.status === 'cancelled' ? CANCELLED_MESSAGE : (row.error ?? 'Failed');
      this.write(event('error', { message }));
    }
    this.close();
  }

  private delta(text: string) {
    if (!text) return;
    this.sent += text.length;
    this.write(event('delta', { text }, this.sent));
  }

  private write(chunk: string) {
    if (!this.raw.writableEnded && !this.raw.destroyed) this.raw.write(chunk);
  }

  /**
   * The instance is stopping: the reader is told to come back in a second (`retry:`) and the
   * stream ends; the browser reconnects with `Last-Event-ID`, through the proxy to another
   * instance, and goes on from the character it had.
   */
  readonly handOver = () => {
    if (this.ended) return;
    this.write('retry: 1000\n\n');
    this.close();
  };

  readonly close = () => {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.keepalive);
    clearTimeout(this.gapTimer);
    this.unsubscribe();
    this.open.delete(this.handOver);
    this.ctx.metrics.streamReaders.dec();
    if (!this.raw.writableEnded) this.raw.end();
  };
}

/** Each ended row's `done`, checked once however many readers the job has. */
const doneEvents = new WeakMap<JobEnd, DoneEvent | null>();

/**
 * A succeeded job's `done`: the leads, a rewrite's whole new text and version, or the text.
 * Checked against the event's schema: a result that does not fit ends as a failure.
 */
function doneEventOf(row: JobEnd): DoneEvent | null {
  let done = doneEvents.get(row);
  if (done === undefined) {
    done = checkedDoneEvent(row);
    doneEvents.set(row, done);
  }
  return done;
}

function checkedDoneEvent(row: JobEnd): DoneEvent | null {
  if (row.historyId === null) return null;
  const result = row.result as { summary?: unknown; leads?: unknown; version?: number } | null;
  const done =
    result && 'leads' in result
      ? { historyId: row.historyId, summary: result.summary, leads: result.leads }
      : result && typeof result.version === 'number'
        ? { historyId: row.historyId, content: row.content, version: result.version }
        : { historyId: row.historyId, content: row.content };
  const parsed = generationEvents.done.safeParse(done);
  return parsed.success ? parsed.data : null;
}
