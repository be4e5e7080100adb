import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';
import type { useKnowledgeList } from '../knowledge-api.js';
import { DocumentRow, type RowAction } from './document-row.js';
import type { KnowledgeDocument } from '@core/api/knowledge.js';

interface DocumentListProps {
  list: ReturnType<typeof useKnowledgeList>;
  search: string;
  onSearch: (value: string) => void;
  onAction: (action: RowAction, document: KnowledgeDocument) => void;
}

/** The library's documents, newest first, with a search over titles and "Load more". */
export function DocumentList({ list, search, onSearch, onAction }: DocumentListProps) {
  return (
    <div className="space-y-3">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search documents"
          placeholder="Search titles and sources"
          className="pl-8"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      {list.isPending ? (
        <Spinner label="Loading documents" />
      ) : list.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {errorText(list.error, 'The library could not be loaded.')}
        </p>
      ) : list.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No document matches “{search.trim()}”.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Documents">
          {list.documents.map((doc) => (
            <DocumentRow key={doc.id} document={doc} onAction={onAction} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void list.fetchNextPage()}
          disabled={list.loadingMore}
        >
          {list.loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
