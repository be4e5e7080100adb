import { useState, type FormEvent } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@core/api/audit-log.js';
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
import { NO_FILTERS, type AuditFilters } from '../api/audit-log.js';

const ALL = 'all';

/** The Audit Log's filters: applied together with Apply, cleared with Clear. */
export function AuditFiltersForm(props: {
  value: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(props.value);
  const set = (patch: Partial<AuditFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    props.onChange(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    props.onChange(NO_FILTERS);
  };
  return (
    <form
      onSubmit={apply}
      aria-label="Audit log filters"
      className="grid grid-cols-2 items-end gap-3 md:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <div className="space-y-1">
        <Label htmlFor="audit-from">From</Label>
        <Input
          id="audit-from"
          type="date"
          value={draft.from}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="audit-to">To</Label>
        <Input
          id="audit-to"
          type="date"
          value={draft.to}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="audit-action">Action</Label>
        <Select
          value={draft.action || ALL}
          onValueChange={(v) => set({ action: v === ALL ? '' : (v as AuditAction) })}
        >
          <SelectTrigger id="audit-action">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All actions</SelectItem>
            {AUDIT_ACTIONS.map((action) => (
              <SelectItem key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="audit-actor">Changed by</Label>
        <Input
          id="audit-actor"
          placeholder="Username or user ID"
          value={draft.actor}
          maxLength={100}
          onChange={(e) => set({ actor: e.target.value })}
        />
      </div>
      <div className="col-span-2 flex gap-2 md:col-span-1">
        <Button type="submit">Apply</Button>
        <Button type="button" variant="outline" onClick={clear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
