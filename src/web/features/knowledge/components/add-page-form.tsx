import { Globe } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { knowledgeUrlBodySchema } from '@core/api/knowledge.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useAddKnowledgePage } from '../knowledge-api.js';

/** "Add a web page": its address, read once by the server. */
export function AddPageForm() {
  const add = useAddKnowledgePage();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = knowledgeUrlBodySchema.safeParse({ url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the page address');
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setUrl('');
        toast({
          title: 'Page added',
          description: 'It is being read now.',
          variant: 'success',
        });
      },
      onError: (e) => setError(errorText(e, 'The page could not be added. Try again.')),
    });
  };
  return (
    <form className="space-y-2" onSubmit={submit} noValidate>
      <Label htmlFor="knowledge-url">Add a web page</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="knowledge-url"
          type="url"
          inputMode="url"
          placeholder="https://example.com/page"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'knowledge-url-error' : undefined}
        />
        <Button type="submit" disabled={add.isPending} className="shrink-0">
          <Globe aria-hidden />
          {add.isPending ? 'Adding…' : 'Add page'}
        </Button>
      </div>
      {error && (
        <p id="knowledge-url-error" className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
