import { useState, type FormEvent } from 'react';
import {
  type CompanySummary,
  companySaveErrorText,
  createCompanyBodySchema,
  suggestCompanyId,
} from '@core/api/admin-companies.js';
import { Button } from '../../../components/ui/button.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { ApiError } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useCreateCompany } from '../api/companies.js';
import { FormError } from '../../../components/ui/form-error.js';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The company was created (the dialog closes). */
  onCreated?: (company: CompanySummary) => void;
}

const EMPTY = { companyName: '', companyId: '', enableAllBots: true, idEdited: false };

export function CreateCompanyDialog({ open, onOpenChange, onCreated }: Props) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState('');
  const create = useCreateCompany();

  const close = (next: boolean) => {
    if (!next) {
      setForm(EMPTY);
      setError('');
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCompanyBodySchema.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid input');
    setError('');
    create.mutate(parsed.data, {
      onSuccess: (company) => {
        toast({
          title: 'Company created',
          description: `${company.companyName} (${company.companyId}) is ready.`,
          variant: 'success',
        });
        close(false);
        onCreated?.(company);
      },
      onError: (err) => {
        const message = err instanceof ApiError ? err.serverMessage : err.message;
        setError(companySaveErrorText(message, parsed.data.companyId, 'Failed to create company'));
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create New Company</DialogTitle>
          <DialogDescription>
            The company ID is its subdomain and cannot be changed later.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <FormField label="Company Name">
            <Input
              autoComplete="off"
              value={form.companyName}
              onChange={(e) => {
                const companyName = e.target.value;
                setForm((f) => ({
                  ...f,
                  companyName,
                  companyId: f.idEdited ? f.companyId : suggestCompanyId(companyName),
                }));
              }}
            />
          </FormField>
          <FormField
            label="Company ID"
            hint="Lowercase letters, numbers, and hyphens; suggested from the name."
          >
            <Input
              autoComplete="off"
              value={form.companyId}
              onChange={(e) =>
                setForm((f) => ({
                  ...f,
                  companyId: e.target.value,
                  idEdited: e.target.value !== '',
                }))
              }
            />
          </FormField>
          <div className="flex items-center gap-2">
            <Checkbox
              id="enable-all-bots"
              checked={form.enableAllBots}
              onCheckedChange={(checked) =>
                setForm((f) => ({ ...f, enableAllBots: checked === true }))
              }
            />
            <Label htmlFor="enable-all-bots">Enable all assistants</Label>
          </div>
          <FormError message={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Company'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
