import { useEffect, useRef, useState } from 'react';
import type { HistoryItem } from '@core/api/history.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { Button } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';
import { useAuth } from '../../../lib/auth.js';
import { toast } from '../../../lib/use-toast.js';
import {
  useDeleteHistoryItem,
  useHistoryList,
  useToggleFavorite,
  type HistoryFilter,
  type HistoryView,
} from '../api/history-list.js';
import { HistoryItemRow } from './history-item-row.js';
import { groupByDay } from './group-by-day.js';

const DELETE_CONFIRMATION = 'Are you sure you want to delete this content? This cannot be undone.';

interface HistoryListProps {
  filter: HistoryFilter;
  /** The search typed in the panel ('' for none). */
  search: string;
  /** The user's own items or the team's, and a review status (docs/product.md#review). */
  view?: HistoryView;
  onOpen: (item: HistoryItem) => void;
}

/** One tab's items, grouped by day, in a 500 px list that loads the next page on scroll. */
export function HistoryList({ filter, search, view, onOpen }: HistoryListProps) {
  const list = useHistoryList(filter, search, true, view);
  const me = useAuth().user?.id;
  const favorite = useToggleFavorite();
  const remove = useDeleteHistoryItem();
  const [toDelete, setToDelete] = useState<HistoryItem | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  const toggleFavorite = (id: number) =>
    favorite.mutate(id, {
      onSuccess: (item) =>
        toast({
          title: 'Favorite toggled',
          description: item.isFavorite ? 'Added to favorites.' : 'Removed from favorites.',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error updating favorite',
          description: errorText(error, 'Failed to toggle favorite status'),
          variant: 'destructive',
        }),
    });

  const deleteItem = (id: number) =>
    remove.mutate(id, {
      onSuccess: () =>
        toast({
          title: 'Content deleted',
          description: 'The item has been removed from your history.',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error deleting content',
          description: errorText(error, 'Failed to delete history item'),
          variant: 'destructive',
        }),
    });

  useEffect(() => {
    if (!list.error) return;
    toast({
      title: 'Error fetching history',
      description: errorText(list.error, 'Failed to load your content history'),
      variant: 'destructive',
    });
  }, [list.error]);

  // The sentinel at the end of the list comes into view: load the next page.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scrollRef.current, rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const days = groupByDay(items);

  return (
    <>
      <div
        ref={scrollRef}
        className="h-[500px] overflow-y-auto pr-1"
        data-testid="history-list"
        aria-busy={list.isFetching && !isFetchingNextPage}
        tabIndex={-1}
      >
        {list.isPending ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label="Loading history..." />
          </div>
        ) : list.isError && items.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            Your history could not be loaded.
          </p>
        ) : items.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            {search
              ? `Nothing found for “${search}”.`
              : view?.scope === 'team'
                ? 'Nothing has been shared with your team yet.'
                : 'No content history found.'}
          </p>
        ) : (
          <div className="space-y-4">
            {days.map((day) => (
              <section key={day.heading} aria-label={day.heading}>
                <h3 className="sticky top-0 z-10 bg-background py-1 text-sm font-semibold">
                  {day.heading}
                </h3>
                <ul className="space-y-2">
                  {day.items.map((item) => (
                    <HistoryItemRow
                      key={item.id}
                      item={item}
                      mine={item.author.id === me}
                      onOpen={onOpen}
                      onToggleFavorite={(i) => toggleFavorite(i.id)}
                      onDelete={setToDelete}
                      favoritePending={favorite.isPending && favorite.variables === item.id}
                    />
                  ))}
                </ul>
              </section>
            ))}
            <div ref={sentinelRef} className="flex justify-center pb-2">
              {isFetchingNextPage ? (
                <Spinner label="Loading more..." iconClassName="size-5" />
              ) : (
                hasNextPage && (
                  <Button variant="outline" size="sm" onClick={() => void fetchNextPage()}>
                    Load more
                  </Button>
                )
              )}
            </div>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete content"
        description={DELETE_CONFIRMATION}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (toDelete) deleteItem(toDelete.id);
          setToDelete(null);
        }}
      />
    </>
  );
}
