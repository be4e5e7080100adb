import { addMonths, addWeeks, format } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import {
  PUBLICATION_STATUSES,
  type Publication,
  type PublicationStatus,
} from '@core/api/publishing.js';
import { Button } from '../../components/ui/button.js';
import { FormError } from '../../components/ui/form-error.js';
import { Label } from '../../components/ui/label.js';
import { selectTriggerClass } from '../../components/ui/select-trigger-class.js';
import { errorText } from '../../lib/api.js';
import { useTenant } from '../../lib/tenant.js';
import { toast } from '../../lib/use-toast.js';
import {
  useDestinationChoices,
  usePublicationChange,
  useRangePublications,
} from '../../lib/publishing.js';
import { AgendaList, MonthView, WeekView, type Placed } from './components/calendar-views.js';
import { MoveDialog } from './components/move-dialog.js';
import { PUBLICATION_STATUS_LABELS } from '../../components/publication-status-badge.js';
import { dayOf, visibleRange, weekDays } from './lib/calendar-grid.js';
import { isoToZoned, zonedToIso } from '../../lib/zoned-time.js';

const PHONE_QUERY = '(max-width: 767px)';
function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(PHONE_QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}
/** Below 768 px the calendar is an agenda list. */
const usePhone = () =>
  useSyncExternalStore(subscribe, () => window.matchMedia?.(PHONE_QUERY).matches ?? false);

type View = 'month' | 'week';

/**
 * `/calendar` (docs/product.md#publishing): the company's publications by day in its time zone,
 * a month or a week, filtered by destination and status; scheduled ones are moved by drag and
 * drop or with "m". On phones, an agenda list.
 */
export function CalendarPage() {
  const tenant = useTenant();
  const timeZone = tenant.data?.timeZone ?? 'UTC';
  const phone = usePhone();
  const today = isoToZoned(Date.now(), timeZone).date;
  const [view, setView] = useState<View>('month');
  const [day, setDay] = useState(() => dayOf(today));
  const [destinationId, setDestinationId] = useState('');
  const [status, setStatus] = useState<PublicationStatus | ''>('');
  const [moving, setMoving] = useState<Publication | null>(null);
  const [error, setError] = useState('');
  const ids = { destination: useId(), status: useId() };
  const shown: View = phone ? 'month' : view;
  const range = visibleRange(shown, day);
  const publications = useRangePublications({
    from: zonedToIso(range.first, '00:00', timeZone),
    to: zonedToIso(range.end, '00:00', timeZone),
    status: status || undefined,
    destinationId: destinationId ? Number(destinationId) : undefined,
  });
  const destinations = useDestinationChoices();
  const change = usePublicationChange();

  const placed: Placed[] = useMemo(
    () =>
      (publications.data ?? []).map((publication) => ({
        publication,
        ...isoToZoned(publication.publishAt, timeZone),
      })),
    [publications.data, timeZone],
  );

  const move = async (publication: Publication, date: string, time: string) => {
    setError('');
    try {
      await change.mutateAsync({
        kind: 'move',
        publication,
        publishAt: zonedToIso(date, time, timeZone),
      });
      toast({
        title: 'Publication moved',
        description: `${publication.title}: ${format(dayOf(date), 'EEEE d MMMM')}, ${time}.`,
        variant: 'success',
      });
      return null;
    } catch (err) {
      const text = errorText(err, 'The publication could not be moved.');
      setError(text);
      return text;
    }
  };

  const onDrop = (id: number, date: string, hour?: number) => {
    const found = placed.find((p) => p.publication.id === id);
    if (!found || found.publication.status !== 'scheduled') return;
    const time =
      hour === undefined ? found.time : `${String(hour).padStart(2, '0')}${found.time.slice(2)}`;
    if (date === found.date && time === found.time) return;
    void move(found.publication, date, time);
  };

  const step = (by: number) =>
    setDay((d) => (shown === 'month' ? addMonths(d, by) : addWeeks(d, by)));
  const title =
    shown === 'month'
      ? format(day, 'MMMM yyyy')
      : `Week of ${format(weekDays(day)[0], 'd MMMM yyyy')}`;
  const viewProps = { day, today, placed, onMove: setMoving, onDrop };

  return (
    <main className="mx-auto w-full max-w-6xl space-y-4 p-4 sm:p-6 lg:p-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Calendar</h1>
        <p className="text-sm text-muted-foreground">
          Your company&apos;s publications, in {timeZone.replaceAll('_', ' ')} time. Drag a
          scheduled one to another day, or focus it and press M, to move it.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex items-center gap-1">
          <Button
            type="button"
            size="icon"
            variant="outline"
            aria-label="Previous"
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button type="button" variant="outline" onClick={() => setDay(dayOf(today))}>
            Today
          </Button>
          <Button
            type="button"
            size="icon"
            variant="outline"
            aria-label="Next"
            onClick={() => step(1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <h2
            className="ml-2 text-lg font-semibold"
            aria-live="polite"
            data-testid="calendar-title"
          >
            {title}
          </h2>
        </div>
        {!phone && (
          <div role="group" aria-label="View" className="flex gap-1">
            {(['month', 'week'] as const).map((v) => (
              <Button
                key={v}
                type="button"
                variant={view === v ? 'default' : 'outline'}
                aria-pressed={view === v}
                onClick={() => setView(v)}
              >
                {v === 'month' ? 'Month' : 'Week'}
              </Button>
            ))}
          </div>
        )}
        <div className="grid gap-1">
          <Label htmlFor={ids.destination}>Destination</Label>
          <select
            id={ids.destination}
            className={selectTriggerClass('w-44')}
            value={destinationId}
            onChange={(event) => setDestinationId(event.target.value)}
          >
            <option value="">All destinations</option>
            {(destinations.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.status}>Status</Label>
          <select
            id={ids.status}
            className={selectTriggerClass('w-40')}
            value={status}
            onChange={(event) => setStatus(event.target.value as PublicationStatus | '')}
          >
            <option value="">Any status</option>
            {PUBLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PUBLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormError message={error} />
      {publications.isError && (
        <FormError
          message={errorText(publications.error, 'The publications could not be loaded.')}
        />
      )}
      {phone ? (
        <AgendaList today={today} placed={placed} onMove={setMoving} />
      ) : shown === 'month' ? (
        <MonthView {...viewProps} />
      ) : (
        <WeekView {...viewProps} />
      )}
      <MoveDialog
        publication={moving}
        timeZone={timeZone}
        onClose={() => setMoving(null)}
        onMove={move}
      />
    </main>
  );
}
