import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { KnowledgeDocument } from '@core/api/knowledge.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.js';
import { errorText } from '../../lib/api.js';
import { navigateKeepingCompany } from '../../lib/navigation.js';
import { useDebounced } from '../../lib/paged-list.js';
import { toast } from '../../lib/use-toast.js';
import { AddPageForm } from './components/add-page-form.js';
import { DocumentList } from './components/document-list.js';
import type { RowAction } from './components/document-row.js';
import { PassagesDialog } from './components/passages-dialog.js';
import { RenameDialog } from './components/rename-dialog.js';
import { TrySearch } from './components/try-search.js';
import { UploadZone } from './components/upload-zone.js';
import { UsedByDialog } from './components/used-by-dialog.js';
import { useDeleteKnowledge, useKnowledgeList } from './knowledge-api.js';
import { totalsLine } from './lib/format.js';
import { useUploads } from './lib/use-uploads.js';

const PATH = '/admin/knowledge';

/** The document shown by the address (`?document={id}`), so other pages can link to it. */
function useShownDocument() {
  const id = Number(new URLSearchParams(useSearch()).get('document'));
  return {
    id: Number.isInteger(id) && id > 0 ? id : null,
    open: (next: number) => navigateKeepingCompany(`${PATH}?document=${next}`),
    close: () => navigateKeepingCompany(PATH, { replace: true }),
  };
}

/**
 * `/admin/knowledge` (docs/product.md#knowledge-library): the company's documents and web pages,
 * whose passages generations are sent; upload, add a page, switch off, choose assistants,
 * rename, delete, see the passages and try what a search finds.
 */
export function KnowledgePage() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const list = useKnowledgeList(q);
  const uploads = useUploads();
  const shown = useShownDocument();
  const remove = useDeleteKnowledge();
  const [usedBy, setUsedBy] = useState<KnowledgeDocument | null>(null);
  const [renaming, setRenaming] = useState<KnowledgeDocument | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeDocument | null>(null);
  const first = list.first;
  const empty = first !== undefined && first.totals.documents === 0;

  const onAction = (action: RowAction, doc: KnowledgeDocument) => {
    if (action === 'passages') shown.open(doc.id);
    else if (action === 'used-by') setUsedBy(doc);
    else if (action === 'rename') setRenaming(doc);
    else setDeleting(doc);
  };
  const confirmDelete = () => {
    const doc = deleting;
    if (!doc) return;
    remove.mutate(doc.id, {
      onSuccess: () => toast({ title: 'Document deleted', description: `“${doc.title}” is gone.` }),
      onError: (e) =>
        toast({
          title: 'Not deleted',
          description: errorText(e, 'The document could not be deleted. Try again.'),
          variant: 'destructive',
        }),
    });
    setDeleting(null);
  };

  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 p-4 sm:p-6 lg:p-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Knowledge</h1>
        <p className="text-sm text-muted-foreground">
          Documents and web pages your assistants draw on. When someone generates, the passages that
          best match their form are sent along, and the result lists them as Sources.
        </p>
        {first && (
          <p className="text-sm font-medium" data-testid="knowledge-totals">
            {totalsLine(first.totals, first.limits)}
          </p>
        )}
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Add documents</h2>
          </CardTitle>
          <CardDescription>
            Product sheets, price lists, FAQs, style guides: anything your texts should get right.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <UploadZone
            uploads={uploads.uploads}
            onFiles={uploads.add}
            onDismiss={uploads.dismiss}
            onClearFinished={uploads.clearFinished}
          />
          <AddPageForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Library</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {empty ? (
            <EmptyLibrary />
          ) : (
            <DocumentList list={list} search={search} onSearch={setSearch} onAction={onAction} />
          )}
        </CardContent>
      </Card>
      {!empty && (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Try a search</h2>
            </CardTitle>
            <CardDescription>
              See which passages a generation would be sent for the words of a form.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <TrySearch onOpenDocument={shown.open} />
          </CardContent>
        </Card>
      )}
      <PassagesDialog id={shown.id} onClose={shown.close} />
      <UsedByDialog document={usedBy} onClose={() => setUsedBy(null)} />
      <RenameDialog document={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this document?"
        description={`“${deleting?.title ?? ''}” and its passages are removed, and no generation is sent them again. Results that listed it keep their Sources.`}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </main>
  );
}

function EmptyLibrary() {
  return (
    <div
      className="flex flex-col items-center gap-3 py-8 text-center"
      data-testid="knowledge-empty"
    >
      <BookOpen aria-hidden className="size-10 text-primary" />
      <p className="font-medium">Your library is empty</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Add what your company knows (product details, prices, policies, the way you talk about
        yourselves) and the assistants write with it instead of guessing. Each document is cut into
        short passages; every generation gets the few that match its form best.
      </p>
    </div>
  );
}
