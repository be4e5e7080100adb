import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { copyToClipboard } from '../../../lib/copy.js';

interface CopyButtonProps {
  text: string;
  /** Rich text put on the clipboard beside `text`. */
  html?: string;
  /** What is copied, for the toast ("{label} has been copied..."); none means the content. */
  label?: string;
  /** Show only the icon (the accessible name stays "Copy {label}"). */
  iconOnly?: boolean;
  className?: string;
}

/** Copies a text and shows a tick (and "Copied") for a moment after it worked. */
export function CopyButton({ text, html, label, iconOnly = false, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const name = label ? `Copy ${label}` : 'Copy content';
  const Icon = copied ? Check : Copy;
  return (
    <Button
      type="button"
      variant={iconOnly ? 'ghost' : 'outline'}
      size={iconOnly ? 'icon' : 'sm'}
      className={className}
      aria-label={name}
      title={name}
      onClick={async () => setCopied(await copyToClipboard(text, label, html))}
    >
      <Icon aria-hidden="true" />
      {!iconOnly && (copied ? 'Copied' : 'Copy')}
    </Button>
  );
}
