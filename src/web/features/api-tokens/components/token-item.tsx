import { format, formatDistanceToNow } from 'date-fns';
import type { ApiToken } from '@core/api/api-tokens.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';

const day = (iso: string) => format(new Date(iso), 'd MMM yyyy');

/** One token: its name (and whose), first characters, scopes, dates, and Revoke. */
export function TokenItem(props: { token: ApiToken; owner?: string; onRevoke: () => void }) {
  const { token, owner } = props;
  const whose = owner ? `${token.name} of ${owner}` : token.name;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-3">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">
          {token.name} {owner && <span className="text-muted-foreground">· {owner} </span>}
          <code className="rounded bg-muted px-1 text-xs">{token.start}…</code>
        </p>
        <div className="flex flex-wrap gap-1">
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="secondary">
              {scope}
            </Badge>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">
          Created {day(token.createdAt)} · Expires {day(token.expiresAt)} ·{' '}
          {token.lastUsedAt
            ? `Last used ${formatDistanceToNow(new Date(token.lastUsedAt), { addSuffix: true })}`
            : 'Never used'}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={props.onRevoke} aria-label={`Revoke ${whose}`}>
        Revoke
      </Button>
    </li>
  );
}

/** "Revoke this token?" for the token chosen (none: closed); `revoke` sends it. */
export function RevokeTokenDialog(props: {
  token: ApiToken | null;
  owner?: string;
  onClose: () => void;
  revoke: (id: number, handlers: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
}) {
  const { token } = props;
  const whose = props.owner ? `“${token?.name ?? ''}” of ${props.owner}` : `“${token?.name ?? ''}”`;
  return (
    <ConfirmDialog
      open={token !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title="Revoke this token?"
      description={`Whatever uses ${whose} stops working at once. This cannot be undone.`}
      confirmLabel="Revoke"
      destructive
      onConfirm={() => {
        if (!token) return;
        props.revoke(token.id, {
          onSuccess: () => toast({ title: 'Token revoked', variant: 'success' }),
          onError: (error) =>
            toast({
              title: 'Not revoked',
              description: errorText(error, 'Please try again.'),
              variant: 'destructive',
            }),
        });
        props.onClose();
      }}
    />
  );
}
