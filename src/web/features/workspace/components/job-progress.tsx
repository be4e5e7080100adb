import { Clock, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.js';

/** What the results panel needs of a running job. */
export interface JobProgressInfo {
  /** Text streamed so far. */
  text: string;
  /** When the job started (ms since the epoch). */
  since: number;
  stopping: boolean;
  onStop: () => void;
}

/** 75 s -> "1:15". */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground tabular-nums">
      <Clock className="size-4" aria-hidden="true" />
      <span className="sr-only">Elapsed time</span>
      <span data-testid="elapsed-time">{formatElapsed(now - since)}</span>
    </span>
  );
}

/** The running job's button row: elapsed time and "Stop" (cancels the job). */
export function JobControls({ job, label }: { job: JobProgressInfo; label?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 pb-3">
      {label ? <p className="text-sm font-medium">{label}</p> : <span />}
      <div className="flex items-center gap-3">
        <Elapsed since={job.since} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={job.onStop}
          disabled={job.stopping}
        >
          <Square className="fill-current" aria-hidden="true" />
          Stop
        </Button>
      </div>
    </div>
  );
}
