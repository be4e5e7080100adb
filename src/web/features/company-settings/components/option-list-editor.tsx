import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FieldOption } from '@core/assistants/types.js';
import { Button } from '../../../components/ui/button.js';
import { FormError } from '../../../components/ui/form-error.js';
import { Input } from '../../../components/ui/input.js';
import { Switch } from '../../../components/ui/switch.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { moveRow, rowsError, rowsFromJson, rowsToJson, type OptionRow } from '../option-rows.js';

interface Props {
  label: string;
  /** The list as stored: a JSON object of value to label, or empty for the defaults. */
  value: string;
  defaults: readonly FieldOption[];
  /** The JSON text's own error (from the dialog's check). */
  error?: string;
  /** A new JSON text, and why the rows cannot be saved (null when they can). */
  onChange: (value: string, rowProblem: string | null) => void;
}

/**
 * An option list edited as rows (value, label) with add, remove and reorder; the raw JSON stays
 * available under "Advanced". Both views edit the same text, so they never disagree.
 */
export function OptionListEditor({ label, value, defaults, error, onChange }: Props) {
  const id = useId();
  const [advanced, setAdvanced] = useState(false);
  // Rows being edited; re-read from the text whenever the text changed elsewhere (Advanced).
  const [rows, setRows] = useState<OptionRow[]>(() => rowsFromJson(value) ?? []);
  const [synced, setSynced] = useState(value);
  if (synced !== value) {
    setSynced(value);
    const parsed = rowsFromJson(value);
    if (parsed) setRows(parsed);
  }
  // Broken = a text typed under Advanced that is no list; rows being filled in are not broken.
  const jsonBroken = rowsFromJson(value) === null && rowsToJson(rows) !== value;
  const problem = rowsError(rows);

  const update = (next: OptionRow[]) => {
    setRows(next);
    const text = rowsToJson(next);
    setSynced(text);
    onChange(text, rowsError(next));
  };
  const edit = (index: number, patch: Partial<OptionRow>) =>
    update(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const defaultsText = JSON.stringify(
    Object.fromEntries(defaults.map((o) => [o.value, o.label])),
    null,
    2,
  );

  return (
    <fieldset className="grid gap-2 rounded-lg border p-3" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {rows.length === 0 && !jsonBroken
          ? `No options of your own: the ${defaults.length} default options apply.`
          : 'Your options, in the order the form shows them. Remove them all to use the defaults.'}
      </p>
      {jsonBroken ? (
        <p className="text-sm text-muted-foreground">
          The JSON under Advanced is not a valid list yet: fix it there to edit the rows.
        </p>
      ) : (
        <ol className="grid gap-2">
          {rows.map((row, i) => {
            const name = row.label.trim() || row.value.trim() || `option ${i + 1}`;
            return (
              <li key={i} className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
                <Input
                  aria-label={`Value of option ${i + 1}`}
                  className="min-w-0 flex-1 font-mono text-xs"
                  value={row.value}
                  onChange={(e) => edit(i, { value: e.target.value })}
                />
                <Input
                  aria-label={`Label of option ${i + 1}`}
                  className="min-w-0 flex-1"
                  value={row.label}
                  onChange={(e) => edit(i, { label: e.target.value })}
                />
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${name} up`}
                    disabled={i === 0}
                    onClick={() => update(moveRow(rows, i, -1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${name} down`}
                    disabled={i === rows.length - 1}
                    onClick={() => update(moveRow(rows, i, 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${name}`}
                    onClick={() => update(rows.filter((_, j) => j !== i))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {!jsonBroken && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => update([...rows, { value: '', label: '' }])}
          >
            <Plus aria-hidden="true" />
            Add option
          </Button>
          {rows.length === 0 && defaults.length > 0 && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => update(defaults.map((o) => ({ value: o.value, label: o.label })))}
            >
              Start from the defaults
            </Button>
          )}
        </div>
      )}
      {problem && !jsonBroken && <FormError message={problem} />}
      <label className="flex items-center gap-2 text-sm">
        <Switch checked={advanced} onCheckedChange={setAdvanced} />
        Advanced (JSON)
      </label>
      {advanced && (
        <div className="grid gap-1">
          <Textarea
            aria-label={label}
            aria-invalid={error ? true : undefined}
            rows={5}
            spellCheck={false}
            className="font-mono text-xs"
            placeholder={defaultsText}
            value={value}
            onChange={(e) => onChange(e.target.value, null)}
          />
          {error && <FormError message={error} />}
        </div>
      )}
      {!advanced && error && jsonBroken && <FormError message={error} />}
    </fieldset>
  );
}
