import { Copy, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { copyToClipboard } from '../../../lib/copy.js';

/** Saves the codes as a text file. */
function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The recovery codes, shown once after two-factor is turned on, to copy or download. */
export function RecoveryCodesList({
  codes,
  companyName,
}: {
  codes: string[];
  companyName: string;
}) {
  const text = `Recovery codes for ${companyName}. Each works once.\n\n${codes.join('\n')}\n`;
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They will not be shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md border bg-muted p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void copyToClipboard(codes.join('\n'), 'Recovery codes')}
        >
          <Copy aria-hidden /> Copy codes
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => downloadText('recovery-codes.txt', text)}
        >
          <Download aria-hidden /> Download codes
        </Button>
      </div>
    </div>
  );
}
