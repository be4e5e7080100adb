import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import { FormError } from '../../../components/ui/form-error.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useOwnEmail, useSetOwnEmail } from '../api/email-links.js';

/**
 * The user's own email address, where invitations and reset links go (decision 044); a change
 * is confirmed with the current password.
 */
export function OwnEmailForm() {
  const current = useOwnEmail(true);
  const save = useSetOwnEmail();
  const [email, setEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const shown = email ?? current.data?.email ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    save.mutate(
      { email: shown.trim(), currentPassword: password },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Email saved',
            description: saved.email ? `Your email is ${saved.email}.` : 'Your email was removed.',
            variant: 'success',
          });
          setEmail(null);
          setPassword('');
        },
        onError: (err) => setError(errorText(err, 'Failed to save the email')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4 border-t pt-4" noValidate>
      <FormField label="Email" hint="Where password reset links are sent. Leave empty to remove.">
        <Input
          type="email"
          autoComplete="email"
          value={shown}
          disabled={current.isLoading}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormField>
      <FormField label="Confirm with your password">
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <FormError message={error} />
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Email'}
        </Button>
      </div>
    </form>
  );
}
