import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LIST_PAGE_MAX, type ListPage } from '@core/api/list-page.js';
import { apiRequest } from './api.js';

/** Rows a page of the admin tables loads at a time. */
const TABLE_PAGE_SIZE = 50;

/** `value`, once it has stopped changing for `ms` (a search box asks on a pause, not each key). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What a paged list's toolbar holds: the search as typed and the sort chosen (`toolbar`, spread
 * into ListToolbar), and `q`, the search once typing pauses, for the query.
 */
export function useListSearch(defaultSort: string) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(defaultSort);
  const q = useDebounced(search.trim());
  return { q, sort, toolbar: { search, onSearch: setSearch, sort, onSort: setSort } };
}

/** The page size: `?pageSize=` of the page's address when given (1-100, tests), else 50. */
function pageSize(): number {
  if (typeof window === 'undefined') return TABLE_PAGE_SIZE;
  const asked = Number(new URLSearchParams(window.location.search).get('pageSize'));
  return Number.isInteger(asked) && asked >= 1 && asked <= LIST_PAGE_MAX ? asked : TABLE_PAGE_SIZE;
}

/**
 * A server-paged list: `path` is a list's page route (`/api/admin/users/page`), asked with
 * `?q=&sort=&cursor=&limit=` (src/core/api/list-page.ts). Pages load one after another ("Load
 * more"); a new search or sort starts again from the first, the rows shown meanwhile kept. Keyed
 * under `key`, so invalidating the list's key refreshes it.
 */
export function usePagedList<P extends ListPage<unknown>>(
  key: readonly unknown[],
  path: string,
  opts: { q: string; sort: string; enabled?: boolean },
) {
  const limit = pageSize();
  const query = useInfiniteQuery({
    queryKey: [...key, 'page', { q: opts.q, sort: opts.sort, limit }],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(limit), sort: opts.sort });
      if (opts.q) params.set('q', opts.q);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<P>('GET', `${path}?${params.toString()}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    items: pages.flatMap((page) => page.items) as P['items'],
    /** The first page's answer (totals and such). */
    first: pages[0],
    total: pages[0]?.total ?? 0,
    /** A page on its way: the next one, or a new search's first (the old rows still shown). */
    loadingMore: query.isFetchingNextPage || query.isPlaceholderData,
  };
}
