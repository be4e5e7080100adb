import { Search } from 'lucide-react';
import { Button } from './ui/button.js';
import { Input } from './ui/input.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.js';

/** A sort a list offers: the `sort` parameter and how it reads. */
interface SortChoice {
  value: string;
  label: string;
}

interface ToolbarProps {
  /** What the list holds ("companies"): the search box's accessible name. */
  noun: string;
  placeholder: string;
  search: string;
  onSearch: (value: string) => void;
  sort: string;
  sorts: SortChoice[];
  onSort: (value: string) => void;
}

/** The search box and sort choice above a server-paged table. */
export function ListToolbar(props: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 px-2 py-2 md:px-0">
      <div className="relative min-w-48 flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={`Search ${props.noun}`}
          placeholder={props.placeholder}
          className="pl-8"
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      <Select
        value={props.sort}
        onValueChange={(next) => {
          // Radix reports '' when its hidden native select resets; that is no choice.
          if (next) props.onSort(next);
        }}
      >
        <SelectTrigger aria-label="Sort by" className="w-auto min-w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.sorts.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

interface FooterProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

const count = (n: number) => n.toLocaleString('en');

/** "Showing 50 of 10,000" and the button that loads the next page. */
function ListFooter({ shown, total, hasMore, loading, onMore }: FooterProps) {
  if (total === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-2 py-3 md:px-0">
      <p className="text-sm text-muted-foreground" role="status" data-testid="list-count">
        Showing {count(shown)} of {count(total)}
      </p>
      {hasMore && (
        <Button variant="outline" size="sm" onClick={onMore} disabled={loading}>
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}

/** The parts of a `usePagedList` result its footer reads. */
interface PagedList {
  items: unknown[];
  total: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** ListFooter for a list from `usePagedList`. */
export function PagedListFooter({ list }: { list: PagedList }) {
  return (
    <ListFooter
      shown={list.items.length}
      total={list.total}
      hasMore={list.hasNextPage}
      loading={list.loadingMore}
      onMore={() => void list.fetchNextPage()}
    />
  );
}
