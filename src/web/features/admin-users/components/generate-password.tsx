import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { generateStrongPassword } from '@core/identity/generate-password.js';
import { Button } from '../../../components/ui/button.js';
import { copyToClipboard } from '../../../lib/copy.js';

/**
 * "Generate password": fills the field with a password that meets the five rules and shows it
 * once, with a copy button, so the admin can pass it on. It is gone when the dialog closes.
 */
export function GeneratePassword({ onGenerate }: { onGenerate: (password: string) => void }) {
  const [generated, setGenerated] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => {
          const password = generateStrongPassword();
          setGenerated(password);
          onGenerate(password);
        }}
      >
        <KeyRound aria-hidden="true" />
        Generate password
      </Button>
      {generated && (
        <div
          className="flex flex-wrap items-center gap-2 rounded-md border bg-muted px-3 py-2 text-sm"
          data-testid="generated-password"
        >
          <span className="text-muted-foreground">Generated password (shown once):</span>
          <code className="font-mono font-semibold break-all">{generated}</code>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void copyToClipboard(generated, 'Password')}
          >
            Copy password
          </Button>
        </div>
      )}
    </div>
  );
}
