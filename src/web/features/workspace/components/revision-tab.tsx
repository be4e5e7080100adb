import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Textarea } from '../../../components/ui/textarea.js';

interface RevisionTabProps {
  /** The request text; kept by the page so it survives tab switches and failed calls. */
  value: string;
  onChange: (value: string) => void;
  revising: boolean;
  onRevise: () => void;
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

/** The revision request box (docs/product.md#revision). */
export function RevisionTab({ value, onChange, revising, onRevise }: RevisionTabProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRevise();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Revision">
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
