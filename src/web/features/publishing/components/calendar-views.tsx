import { format, isSameMonth } from 'date-fns';
import { useState, type DragEvent, type ReactNode } from 'react';
import type { Publication } from '@core/api/publishing.js';
import { cn } from '../../../lib/cn.js';
import { dayKey, monthGrid, weekDays } from '../lib/calendar-grid.js';
import { DRAG_TYPE, PublicationChip } from './publication-chip.js';

/** A publication placed on the calendar: its day and time in the company's zone. */
export interface Placed {
  publication: Publication;
  date: string;
  time: string;
}

export interface ViewProps {
  /** Any day of the month (or week) shown. */
  day: Date;
  today: string;
  placed: Placed[];
  onMove: (publication: Publication) => void;
  /** A scheduled publication dropped on a day (and, in the week view, an hour). */
  onDrop: (publicationId: number, date: string, hour?: number) => void;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A cell that takes a dragged chip. */
function DropCell(props: {
  className?: string;
  onDrop: (id: number) => void;
  children: ReactNode;
  label: string;
  testId?: string;
  date: string;
}) {
  const [over, setOver] = useState(false);
  const accept = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  return (
    <div
      role="gridcell"
      aria-label={props.label}
      data-testid={props.testId}
      data-date={props.date}
      className={cn(props.className, over && 'bg-primary/10 ring-2 ring-primary ring-inset')}
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const id = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (id) props.onDrop(id);
      }}
    >
      {props.children}
    </div>
  );
}

const byTime = (a: Placed, b: Placed) => a.time.localeCompare(b.time);

/** The month: weeks of seven days, each day with its publications in time order. */
export function MonthView({ day, today, placed, onMove, onDrop }: ViewProps) {
  const weeks = monthGrid(day);
  return (
    <div role="grid" aria-label={format(day, 'MMMM yyyy')} className="rounded-lg border">
      <div role="row" className="grid grid-cols-7 border-b bg-muted/40 text-xs font-medium">
        {WEEKDAYS.map((name) => (
          <div role="columnheader" key={name} className="p-2">
            {name}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={dayKey(week[0])} className="grid grid-cols-7 border-b last:border-b-0">
          {week.map((d) => {
            const key = dayKey(d);
            const items = placed.filter((p) => p.date === key).sort(byTime);
            return (
              <DropCell
                key={key}
                date={key}
                testId="calendar-day"
                label={format(d, 'EEEE d MMMM')}
                onDrop={(id) => onDrop(id, key)}
                className={cn(
                  'min-h-24 space-y-1 border-r p-1 last:border-r-0',
                  !isSameMonth(d, day) && 'bg-muted/30 text-muted-foreground',
                )}
              >
                <span
                  className={cn(
                    'inline-block rounded px-1 text-xs',
                    key === today && 'bg-primary font-semibold text-primary-foreground',
                  )}
                >
                  {format(d, 'd')}
                </span>
                {items.map((p) => (
                  <PublicationChip
                    key={p.publication.id}
                    publication={p.publication}
                    time={p.time}
                    onMove={onMove}
                  />
                ))}
              </DropCell>
            );
          })}
        </div>
      ))}
    </div>
  );
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The week: a column per day, a row per hour. */
export function WeekView({ day, today, placed, onMove, onDrop }: ViewProps) {
  const days = weekDays(day);
  return (
    <div
      role="grid"
      aria-label={`Week of ${format(days[0], 'd MMMM yyyy')}`}
      className="max-h-[70vh] overflow-y-auto rounded-lg border"
    >
      <div
        role="row"
        className="sticky top-0 z-10 grid grid-cols-[3rem_repeat(7,minmax(0,1fr))] border-b bg-muted text-xs font-medium"
      >
        <div role="columnheader" className="p-2">
          <span className="sr-only">Hour</span>
        </div>
        {days.map((d) => (
          <div
            role="columnheader"
            key={dayKey(d)}
            className={cn('p-2', dayKey(d) === today && 'text-primary')}
          >
            {format(d, 'EEE d')}
          </div>
        ))}
      </div>
      {HOURS.map((hour) => (
        <div
          role="row"
          key={hour}
          className="grid grid-cols-[3rem_repeat(7,minmax(0,1fr))] border-b last:border-b-0"
        >
          <div role="rowheader" className="p-1 text-right text-xs text-muted-foreground">
            {String(hour).padStart(2, '0')}:00
          </div>
          {days.map((d) => {
            const key = dayKey(d);
            const items = placed
              .filter((p) => p.date === key && Number(p.time.slice(0, 2)) === hour)
              .sort(byTime);
            return (
              <DropCell
                key={key}
                date={key}
                testId="calendar-hour"
                label={`${format(d, 'EEEE d MMMM')}, ${String(hour).padStart(2, '0')}:00`}
                onDrop={(id) => onDrop(id, key, hour)}
                className="min-h-8 space-y-1 border-l p-0.5"
              >
                {items.map((p) => (
                  <PublicationChip
                    key={p.publication.id}
                    publication={p.publication}
                    time={p.time}
                    onMove={onMove}
                  />
                ))}
              </DropCell>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** Phones: the days that have publications, each with its list. */
export function AgendaList({ placed, onMove, today }: Omit<ViewProps, 'onDrop' | 'day'>) {
  const days = [...new Set(placed.map((p) => p.date))].sort();
  if (days.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing is planned in this period.</p>;
  }
  return (
    <ol className="space-y-4" aria-label="Agenda" data-testid="calendar-agenda">
      {days.map((key) => (
        <li key={key} className="space-y-1">
          <h2 className={cn('text-sm font-semibold', key === today && 'text-primary')}>
            {format(new Date(`${key}T00:00:00`), 'EEEE d MMMM')}
          </h2>
          <ul className="space-y-1">
            {placed
              .filter((p) => p.date === key)
              .sort(byTime)
              .map((p) => (
                <li key={p.publication.id}>
                  <PublicationChip publication={p.publication} time={p.time} onMove={onMove} />
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
