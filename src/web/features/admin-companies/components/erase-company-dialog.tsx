import { useState } from 'react';
import type { CompanySummary } from '@core/api/admin-companies.js';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useEraseCompany } from '../api/erase-company.js';

interface Props {
  /** The company to erase; null: the dialog is closed. */
  company: CompanySummary | null;
  onClose: () => void;
}

/**
 * Erasing a company cannot be undone, so it asks for the company's id to be typed,
 * as the API does: the button stays disabled until it matches.
 */
export function EraseCompanyDialog({ company, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const erase = useEraseCompany();
  const matches = company !== null && typed.trim() === company.companyId;
  const close = () => {
    setTyped('');
    onClose();
  };

  const onErase = () => {
    if (!company || !matches) return;
    erase.mutate(
      { companyId: company.companyId, confirm: typed.trim() },
      {
        onSuccess: () => {
          toast({
            title: 'Company erased',
            description: `${company.companyName} and all its data have been erased.`,
            variant: 'success',
          });
          close();
        },
        onError: (err) =>
          toast({
            title: 'Error',
            description: errorText(err, 'Failed to erase company'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <AlertDialog open={company !== null} onOpenChange={(open) => !open && close()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Erase Company</AlertDialogTitle>
          <AlertDialogDescription>
            Every trace of &ldquo;{company?.companyName}&rdquo; is deleted for good: its users,
            their sessions, history, generations, activity, settings, webhooks and audit entries.
            This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onErase();
          }}
          className="grid gap-4"
        >
          <FormField label={`Type the company ID (${company?.companyId ?? ''}) to confirm`}>
            <Input
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FormField>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <Button
              type="submit"
              disabled={!matches || erase.isPending}
              className="bg-destructive text-white hover:bg-destructive/90"
            >
              {erase.isPending ? 'Erasing...' : 'Erase company'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
