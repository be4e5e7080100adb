import { ExternalLink, Upload } from 'lucide-react';
import { useState } from 'react';
import type { HistoryItem } from '@core/api/history.js';
import { Button } from '../../../components/ui/button.js';
import { useTenant } from '../../../lib/tenant.js';
import { PublishDialog } from './publish-dialog.js';

/** The published text's address, as a link (the review bar, History). */
export function PublishedLink({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-xs text-primary underline"
      data-testid="published-link"
    >
      <ExternalLink aria-hidden="true" className="size-3" />
      View published
    </a>
  );
}

/**
 * "Publish" for the item's author and the company's admins (docs/product.md#publishing); the
 * company's time zone and approval rule come with its tenant information.
 */
export function PublishEntry(props: {
  item: HistoryItem;
  disabled?: boolean;
  onItem: (item: HistoryItem) => void;
}) {
  const tenant = useTenant();
  const [open, setOpen] = useState(false);
  const settings = {
    timeZone: tenant.data?.timeZone ?? 'UTC',
    requireApproval: tenant.data?.requireApproval ?? false,
  };
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={props.disabled}
        onClick={() => setOpen(true)}
      >
        <Upload aria-hidden="true" />
        Publish
      </Button>
      <PublishDialog
        item={props.item}
        settings={settings}
        open={open}
        onOpenChange={setOpen}
        onItem={props.onItem}
      />
    </>
  );
}
