import { Copy } from 'lucide-react';
import { SECRET_OVERLAP_HOURS } from '@core/api/event-webhooks.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { copyToClipboard } from '../../../lib/copy.js';

/** A signing secret to show once: a new endpoint's, or the one a rotation made. */
export interface ShownSecret {
  url: string;
  secret: string;
  rotated: boolean;
}

/**
 * The signing secret, shown this once to copy (the server never answers it again). A click
 * beside the dialog does not close it, so that it is not lost by accident.
 */
export function EndpointSecretDialog(props: { shown: ShownSecret | null; onClose: () => void }) {
  const { shown } = props;
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>
            {shown?.rotated ? 'Copy the new secret' : 'Copy the signing secret'}
          </DialogTitle>
          <DialogDescription className="break-words">
            {shown?.rotated
              ? `The old secret keeps signing deliveries for ${SECRET_OVERLAP_HOURS} hours, so that your system can switch to this one in time.`
              : 'Your system verifies each delivery with it (Standard Webhooks).'}{' '}
            This secret will not be shown again.
          </DialogDescription>
        </DialogHeader>
        {shown && (
          <div className="grid min-w-0 gap-2">
            <p className="text-sm break-all text-muted-foreground">For {shown.url}</p>
            <code
              className="rounded bg-muted px-2 py-1 text-sm break-all"
              data-testid="endpoint-secret"
            >
              {shown.secret}
            </code>
          </div>
        )}
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => shown && void copyToClipboard(shown.secret, 'The secret')}
          >
            <Copy aria-hidden /> Copy secret
          </Button>
          <Button onClick={props.onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
