import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, RotateCcw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Publication } from '@core/api/publishing.js';
import { Button } from '../../../components/ui/button.js';
import { FormError } from '../../../components/ui/form-error.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { PublicationStatusBadge } from '../../../components/publication-status-badge.js';
import { useItemPublications, usePublicationChange } from '../../../lib/publishing.js';
import { formatZoned } from '../../../lib/zoned-time.js';
import { refreshItem } from '../review/api.js';

/**
 * An item's publications (docs/product.md#publishing): where, when, the status, the link once
 * published, Cancel while scheduled and Retry after a failure.
 */
export function PublicationList({ itemId, timeZone }: { itemId: number; timeZone: string }) {
  const list = useItemPublications(itemId);
  const client = useQueryClient();
  const change = usePublicationChange((p) => refreshItem(client, p.itemId));
  const [error, setError] = useState('');

  // A publication finished: the item's status and link follow.
  const sending = list.data?.filter((p) => p.status === 'publishing').length ?? 0;
  const wasSending = useRef(sending);
  useEffect(() => {
    if (sending < wasSending.current) refreshItem(client, itemId);
    wasSending.current = sending;
  }, [client, itemId, sending]);

  const act = async (kind: 'cancel' | 'retry', publication: Publication) => {
    setError('');
    try {
      await change.mutateAsync({ kind, publication });
      toast({
        title: kind === 'cancel' ? 'Publication cancelled' : 'Trying again',
        variant: 'success',
      });
    } catch (err) {
      setError(errorText(err, 'The publication could not be changed.'));
    }
  };

  if (list.isPending) return <Spinner label="Loading publications..." iconClassName="size-5" />;
  if (list.isError) return <FormError message={errorText(list.error, 'Publications not loaded')} />;
  if (list.data.length === 0) {
    return <p className="text-sm text-muted-foreground">This text has not been published yet.</p>;
  }
  return (
    <div className="space-y-2">
      <ul className="max-h-60 space-y-2 overflow-y-auto" aria-label="Publications">
        {list.data.map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm"
            data-testid="publication"
          >
            <PublicationStatusBadge status={p.status} />
            <span className="font-medium">{p.destination.name}</span>
            <span className="text-muted-foreground">
              {formatZoned(p.publishedAt ?? p.publishAt, timeZone)} · version {p.version}
            </span>
            {p.url && (
              <a
                href={p.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary underline"
              >
                <ExternalLink aria-hidden="true" className="size-3" />
                Open published text
              </a>
            )}
            {p.status === 'failed' && p.lastError && (
              <span className="w-full text-xs text-destructive">{p.lastError}</span>
            )}
            <span className="ml-auto flex gap-1">
              {p.status === 'scheduled' && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => void act('cancel', p)}
                >
                  <X aria-hidden="true" />
                  Cancel publication
                </Button>
              )}
              {p.status === 'failed' && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => void act('retry', p)}
                >
                  <RotateCcw aria-hidden="true" />
                  Retry
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <FormError message={error} />
    </div>
  );
}
