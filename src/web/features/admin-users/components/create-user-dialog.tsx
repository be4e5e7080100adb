import { useState, type FormEvent } from 'react';
import { DEFAULT_COMPANY_NAME, FILL_ALL_FIELDS } from '@core/api/admin-users.js';
import { PLATFORM_COMPANY_ID, ROLE_LABELS, type Role } from '@core/api/common.js';
import { checkPassword } from '@core/identity/password-rules.js';
import { CompanyPicker, type PickedCompany } from '../../../components/company-picker.js';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.js';
import { Button } from '../../../components/ui/button.js';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useCreateUser } from '../api/users.js';
import { GeneratePassword } from './generate-password.js';
import { PasswordInput } from './password-input.js';
import { FormError } from '../../../components/ui/form-error.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { Label } from '../../../components/ui/label.js';
import { useTenant } from '../../../lib/tenant.js';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Platform admins may create platform admins and choose the company. */
  isPlatformAdmin: boolean;
  /** The company a new user joins unless another is chosen. */
  ownCompany: { companyId: string; companyName: string };
  /** Opened for a new company's first admin: that company and the Admin role to start with. */
  firstAdminFor?: string | null;
}

const EMPTY = { username: '', password: '', email: '', invite: false, role: 'user' as Role };
const INVITE_NEEDS_EMAIL = 'Enter the email address the invitation is sent to.';

export function CreateUserDialog(props: Props) {
  const { open, onOpenChange, isPlatformAdmin, ownCompany, firstAdminFor } = props;
  const [fields, setFields] = useState(() =>
    firstAdminFor ? { ...EMPTY, role: 'admin' as Role } : EMPTY,
  );
  const [companyId, setCompanyId] = useState(firstAdminFor ?? ownCompany.companyId);
  // The company last picked (its name: the picker searches, the full list is never loaded).
  const [picked, setPicked] = useState<PickedCompany | null>(null);
  const [error, setError] = useState('');
  const create = useCreateUser();
  // Invitations need email on the server (SMTP_URL): the tenant info says so (decision 044).
  const canInvite = useTenant().data?.passwordReset === true;
  const invite = canInvite && fields.invite;
  const roles: Role[] = isPlatformAdmin ? ['user', 'admin', 'platform_admin'] : ['user', 'admin'];
  const platformRole = fields.role === 'platform_admin';
  const targetCompany = platformRole ? PLATFORM_COMPANY_ID : companyId;
  const targetName = [picked, ownCompany].find((c) => c?.companyId === targetCompany)?.companyName;

  const close = (next: boolean) => {
    if (!next) {
      setFields(EMPTY);
      setCompanyId(ownCompany.companyId);
      setPicked(null);
      setError('');
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.username.trim() || (!invite && !fields.password)) return setError(FILL_ALL_FIELDS);
    if (invite && !fields.email.trim()) return setError(INVITE_NEEDS_EMAIL);
    const strength = checkPassword(fields.password);
    if (!invite && !strength.valid) return setError(strength.firstFailure!);
    setError('');
    const email = fields.email.trim();
    create.mutate(
      {
        username: fields.username.trim(),
        ...(invite ? { invite: true } : { password: fields.password }),
        ...(email ? { email } : {}),
        role: fields.role,
        companyId: isPlatformAdmin ? targetCompany : ownCompany.companyId,
        companyName: targetName ?? DEFAULT_COMPANY_NAME,
      },
      {
        onSuccess: (user) => {
          toast({
            title: 'User created',
            description: invite
              ? `Invitation sent to ${email}.`
              : `${user.username} must change the temporary password at first sign-in.`,
            variant: 'success',
          });
          close(false);
        },
        onError: (err) => setError(errorText(err, 'Failed to create user')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create User</DialogTitle>
          <DialogDescription>
            {invite
              ? 'The new user gets an email with a link to choose their password.'
              : 'The new user signs in with the temporary password and must change it at once.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <FormField label="Username">
            <Input
              autoComplete="off"
              value={fields.username}
              onChange={(e) => setFields((f) => ({ ...f, username: e.target.value }))}
            />
          </FormField>
          <FormField label={invite ? 'Email' : 'Email (optional)'}>
            <Input
              type="email"
              autoComplete="off"
              value={fields.email}
              onChange={(e) => setFields((f) => ({ ...f, email: e.target.value }))}
            />
          </FormField>
          {canInvite && (
            <div className="flex items-center gap-2">
              <Checkbox
                id="invite-by-email"
                checked={fields.invite}
                onCheckedChange={(checked) =>
                  setFields((f) => ({ ...f, invite: checked === true }))
                }
              />
              <Label htmlFor="invite-by-email">Invite by email</Label>
            </div>
          )}
          {!canInvite && (
            <p className="text-sm text-muted-foreground" data-testid="invite-needs-email">
              Email invitations need an SMTP server: whoever runs Copydesk sets{' '}
              <code className="font-mono text-xs">SMTP_URL</code> as{' '}
              <code className="font-mono text-xs">docs/email.md</code> describes. Until then, give
              the user a temporary password.
            </p>
          )}
          <div className="space-y-2" hidden={invite}>
            <FormField label="Temporary Password">
              <PasswordInput
                autoComplete="new-password"
                value={fields.password}
                onChange={(e) => setFields((f) => ({ ...f, password: e.target.value }))}
              />
            </FormField>
            <PasswordStrengthMeter password={fields.password} />
            <GeneratePassword onGenerate={(password) => setFields((f) => ({ ...f, password }))} />
          </div>
          <Select
            value={fields.role}
            onValueChange={(role) => setFields((f) => ({ ...f, role: role as Role }))}
          >
            <FormField label="Role">
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
            </FormField>
            <SelectContent>
              {roles.map((role) => (
                <SelectItem key={role} value={role}>
                  {ROLE_LABELS[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {isPlatformAdmin && (
            <FormField
              label="Company"
              hint={platformRole ? 'Platform admins belong to the platform company.' : undefined}
            >
              <CompanyPicker
                withId
                inline
                value={targetCompany}
                name={targetName}
                disabled={platformRole}
                onChange={(company) => {
                  setPicked(company);
                  setCompanyId(company.companyId);
                }}
              />
            </FormField>
          )}
          <FormError message={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create User'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
