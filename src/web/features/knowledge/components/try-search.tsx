import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { knowledgeSearchQuerySchema } from '@core/api/knowledge.js';
import { snippet } from '@core/formatting/snippet.js';
import { isAssistantId, type AssistantId } from '@core/assistants/ids.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';
import { useKnowledgeSearch } from '../knowledge-api.js';
import { TEXT_ASSISTANTS, assistantName } from '../lib/assistant-names.js';

const ANY = 'any';

/** "Try a search": the passages a generation with these words would be sent. */
export function TrySearch(props: { onOpenDocument: (id: number) => void }) {
  const [words, setWords] = useState('');
  const [assistant, setAssistant] = useState<AssistantId | null>(null);
  const [asked, setAsked] = useState<{ q: string; assistant: AssistantId | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = useKnowledgeSearch(asked?.q ?? '', asked?.assistant ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = knowledgeSearchQuerySchema.safeParse({ q: words });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter words to search for');
      return;
    }
    setError(null);
    setAsked({ q: parsed.data.q, assistant });
  };
  return (
    <div className="space-y-3">
      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        onSubmit={submit}
        noValidate
      >
        <div className="space-y-2">
          <Label htmlFor="knowledge-try">Words a form might hold</Label>
          <Input
            id="knowledge-try"
            type="search"
            placeholder="e.g. pricing for small teams"
            value={words}
            onChange={(event) => setWords(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? 'knowledge-try-error' : undefined}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="knowledge-try-assistant">Assistant</Label>
          <Select
            value={assistant ?? ANY}
            onValueChange={(value) => {
              if (value) setAssistant(isAssistantId(value) ? value : null);
            }}
          >
            <SelectTrigger id="knowledge-try-assistant" className="w-full sm:w-52">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any assistant</SelectItem>
              {TEXT_ASSISTANTS.map((id) => (
                <SelectItem key={id} value={id}>
                  {assistantName(id)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      {error && (
        <p id="knowledge-try-error" className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      {asked && <SearchResults search={search} onOpenDocument={props.onOpenDocument} />}
    </div>
  );
}

function SearchResults(props: {
  search: ReturnType<typeof useKnowledgeSearch>;
  onOpenDocument: (id: number) => void;
}) {
  const { search } = props;
  if (search.isPending) return <Spinner label="Searching" />;
  if (search.isError) {
    return (
      <p className="text-sm text-destructive" role="alert">
        {errorText(search.error, 'The search did not work. Try again.')}
      </p>
    );
  }
  const passages = search.data.passages;
  return (
    <div aria-live="polite" className="space-y-2">
      <p className="text-sm text-muted-foreground">
        {passages.length === 0
          ? 'No passage matches: a generation with these words would be sent no knowledge.'
          : `A generation with these words would be sent ${passages.length} ${
              passages.length === 1 ? 'passage' : 'passages'
            }:`}
      </p>
      {passages.length > 0 && (
        <ol className="space-y-2" aria-label="Passages found">
          {passages.map((passage, index) => (
            <li key={index} className="rounded-md border p-3 text-sm">
              <button
                type="button"
                className="font-medium text-primary underline-offset-2 hover:underline"
                onClick={() => props.onOpenDocument(passage.documentId)}
              >
                {passage.title}
              </button>
              <p className="mt-1 break-words text-muted-foreground">{snippet(passage.text)}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
