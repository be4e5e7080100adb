import { MoveRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { Publication } from '@core/api/publishing.js';
import { ASSISTANT_ENTRIES } from '@core/assistants/ids.js';
import { cn } from '../../../lib/cn.js';
import { openItem } from '../open-item.js';
import { PUBLICATION_STATUS_LABELS } from '../../../components/publication-status-badge.js';
import { CHIP_CLASSES } from './publication-status.js';

/** The drag's data type: a publication's id. */
export const DRAG_TYPE = 'application/x-copydesk-publication';

interface ChipProps {
  publication: Publication;
  /** `HH:mm` in the company's time zone. */
  time: string;
  /** A scheduled publication is moved: drag and drop, "m", or the Move button. */
  onMove: (publication: Publication) => void;
}

/**
 * One publication on the calendar (docs/product.md#publishing): the assistant's icon, time,
 * title, destination and a status colour. Choosing it opens the text; a scheduled one can be
 * dragged to another day (or hour), or moved with "m" or its Move button.
 */
export function PublicationChip({ publication: p, time, onMove }: ChipProps) {
  const Icon = ASSISTANT_ENTRIES[p.assistantType].icon;
  const movable = p.status === 'scheduled';
  const status = PUBLICATION_STATUS_LABELS[p.status];
  const onKeyDown = (event: KeyboardEvent) => {
    if (movable && event.key.toLowerCase() === 'm' && !event.metaKey && !event.ctrlKey) {
      event.preventDefault();
      onMove(p);
    }
  };
  return (
    <div
      className={cn(
        'flex items-start gap-1 rounded border-l-4 px-1 py-0.5 text-xs',
        CHIP_CLASSES[p.status],
        movable && 'cursor-grab',
      )}
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(p.id));
        event.dataTransfer.setData('text/plain', String(p.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="publication-chip"
      data-status={p.status}
    >
      <button
        type="button"
        className="min-w-0 flex-1 cursor-pointer rounded-sm text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => openItem(p.assistantType, p.itemId)}
        onKeyDown={onKeyDown}
        aria-keyshortcuts={movable ? 'm' : undefined}
        aria-label={`${p.title}, ${p.destination.name}, ${status} at ${time}${movable ? '. Press M to move' : ''}`}
      >
        <span className="flex items-center gap-1">
          <Icon aria-hidden="true" className="size-3 shrink-0" />
          <span className="tabular-nums">{time}</span>
          <span className="truncate font-medium">{p.title}</span>
        </span>
        <span className="block truncate">
          {p.destination.name} · {status}
        </span>
      </button>
      {movable && (
        <button
          type="button"
          className="cursor-pointer rounded-sm p-0.5 outline-none hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={`Move ${p.title}`}
          onClick={() => onMove(p)}
        >
          <MoveRight aria-hidden="true" className="size-3" />
        </button>
      )}
    </div>
  );
}
