import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { revisableContent, type WorkspaceResult } from '../lib/results.js';

interface RevisionTabProps {
  /** The request text; kept by the page so it survives tab switches and failed calls. */
  value: string;
  onChange: (value: string) => void;
  revising: boolean;
  onRevise: () => void;
  /** The result on screen: its text is the one a revision starts from. */
  result?: WorkspaceResult | null;
}

/** The lead generator's Revision tab: leads are not rewritten, the search is changed. */
export function LeadRevisionNote() {
  return (
    <div className="space-y-2 rounded-lg border bg-muted/50 p-4 text-sm" role="note">
      <p className="font-medium">Leads are refined by changing the search.</p>
      <p className="text-muted-foreground">
        Adjust the keywords, location, radius or scoring in the form and generate again: the new
        list replaces this one, and both stay in your history.
      </p>
    </div>
  );
}

/**
 * The revision request box (docs/product.md#revision), under the text being revised:
 * read-only, at a fixed height that scrolls, as it will be sent.
 */
export function RevisionTab({ value, onChange, revising, onRevise, result }: RevisionTabProps) {
  const source = revisableContent(result ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRevise();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Revision">
      <p className="text-xs text-muted-foreground" data-testid="revision-hint">
        Ask the assistant to rework the whole text. The revised text is a new item in your history;
        this one stays as it is. To change a few words, use Edit on the generated content instead.
      </p>
      {source && (
        <FormField id="revision-source" label="Text being revised">
          <Textarea
            readOnly
            value={source}
            className="h-56 resize-y overflow-y-auto bg-muted/40 text-sm"
          />
        </FormField>
      )}
      <FormField
        id="revision-request"
        label="What would you like to change?"
        hint="For example: make it shorter, add a call to action, use a friendlier tone."
      >
        <Textarea
          rows={6}
          value={value}
          maxLength={5000}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Describe the changes you'd like..."
        />
      </FormField>
      <Button type="submit" className="w-full sm:w-auto" disabled={revising}>
        {revising ? 'Revising...' : 'Revise Content'}
      </Button>
    </form>
  );
}
