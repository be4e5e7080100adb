import { useEffect, useState, type FormEvent } from 'react';
import { ENTER_CODE, type TwoFactorSetup } from '@core/api/two-factor.js';
import { Button } from '../../../components/ui/button.js';
import { FormError } from '../../../components/ui/form-error.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useEnableTwoFactor, useStartTwoFactorSetup } from '../api/two-factor.js';
import { RecoveryCodesList } from './recovery-codes.js';

/** The QR code of an otpauth address, drawn in the browser (the secret never leaves it). */
function QrCode({ url }: { url: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(url, { margin: 1, width: 192 }).then((data) => live && setSrc(data)),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="flex size-48 items-center justify-center rounded-md border bg-white">
      {src && <img src={src} alt="QR code for your authenticator app" className="size-48" />}
    </div>
  );
}

/**
 * Setting two-factor up: a new secret (QR code and text), a code from the app to turn it on,
 * then the recovery codes, once. `onDone` when the person has seen them.
 */
export function TwoFactorSetupFlow(props: { companyName: string; onDone: () => void }) {
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  const begin = () => {
    setError('');
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (err) => setError(errorText(err, 'Could not start two-factor setup')),
    });
  };

  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(ENTER_CODE);
    setError('');
    enable.mutate(code.trim(), {
      onSuccess: ({ recoveryCodes }) => {
        setCodes(recoveryCodes);
        toast({
          title: 'Two-factor turned on',
          description: 'You will be asked for a code when you sign in.',
          variant: 'success',
        });
      },
      onError: (err) => setError(errorText(err, 'Could not turn on two-factor')),
    });
  };

  if (codes) {
    return (
      <div className="space-y-4">
        <RecoveryCodesList codes={codes} companyName={props.companyName} />
        <Button type="button" onClick={props.onDone}>
          I saved my recovery codes
        </Button>
      </div>
    );
  }
  if (!setup) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">
          Use an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and the
          like): after your password, signing in asks for the 6-digit code it shows.
        </p>
        <FormError message={error} />
        <Button type="button" onClick={begin} disabled={start.isPending}>
          {start.isPending ? 'Starting...' : 'Set Up Two-Factor'}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={turnOn} className="space-y-4" noValidate>
      <p className="text-sm">1. Scan this QR code with your authenticator app.</p>
      <QrCode url={setup.otpauthUrl} />
      <div className="space-y-1 text-sm">
        <p>Or enter this key by hand:</p>
        <code
          data-testid="two-factor-secret"
          className="block rounded bg-muted px-2 py-1 font-mono break-all"
        >
          {setup.secret}
        </code>
      </div>
      <div className="space-y-2">
        <Label htmlFor="two-factor-setup-code">2. Enter the 6-digit code from the app</Label>
        <Input
          id="two-factor-setup-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <FormError message={error} />
      <Button type="submit" disabled={enable.isPending}>
        {enable.isPending ? 'Turning on...' : 'Turn On Two-Factor'}
      </Button>
    </form>
  );
}
