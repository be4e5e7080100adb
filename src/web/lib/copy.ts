import { toast } from './use-toast.js';

/** Copies through a hidden text area where the Clipboard API is missing (plain-http hosts). */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/**
 * Puts the text on the clipboard; with `html`, as rich text too (headings and lists survive a
 * paste into Google Docs, Word or a CMS) where the browser supports ClipboardItem.
 */
async function writeClipboard(text: string, html?: string): Promise<void> {
  if (html && navigator.clipboard?.write && typeof ClipboardItem !== 'undefined') {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      }),
    ]);
    return;
  }
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  if (!legacyCopy(text)) throw new Error('Clipboard unavailable');
}

/**
 * Copies a text and says so (docs/product.md#workspace): "Copied to clipboard" with "Content has been
 * copied to your clipboard." or "{label} has been copied to your clipboard."; "Copy failed" when
 * the browser refuses.
 */
export async function copyToClipboard(
  text: string,
  label?: string,
  html?: string,
): Promise<boolean> {
  try {
    await writeClipboard(text, html);
    toast({
      title: 'Copied to clipboard',
      description: label
        ? `${label} has been copied to your clipboard.`
        : 'Content has been copied to your clipboard.',
      variant: 'success',
    });
    return true;
  } catch {
    toast({
      title: 'Copy failed',
      description: 'Could not copy to clipboard. Please try again.',
      variant: 'destructive',
    });
    return false;
  }
}
