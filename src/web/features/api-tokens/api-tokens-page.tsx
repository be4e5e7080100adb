import { Copy } from 'lucide-react';
import { useState } from 'react';
import type { CreatedApiToken } from '@core/api/api-tokens.js';
import { Button } from '../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { copyToClipboard } from '../../lib/copy.js';
import { useOwnApiTokens } from './api-tokens-api.js';
import { NewTokenForm } from './components/new-token-form.js';
import { TokenList } from './components/token-list.js';

/**
 * `/account/api-tokens` (docs/api.md): the signed-in user's personal access tokens for the public
 * API. A new token is shown once, to copy; the list shows the others and revokes them.
 */
export function ApiTokensPage() {
  const tokens = useOwnApiTokens();
  const [made, setMade] = useState<CreatedApiToken | null>(null);
  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 p-4 sm:p-6 lg:p-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">API tokens</h1>
        <p className="text-sm text-muted-foreground">
          Tokens let other tools (a CRM, a CMS, a script) use Copydesk as you, through the public
          API at <code>/api/v1</code>, within the scopes you choose.
        </p>
      </div>
      {made && (
        <Card className="border-primary" role="status" aria-label="New token">
          <CardHeader>
            <CardTitle asChild>
              <h2>Copy your new token now</h2>
            </CardTitle>
            <CardDescription>
              “{made.name}” is shown only this once. Keep it somewhere safe: anyone who has it can
              act as you within its scopes.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center gap-2">
            <code
              className="min-w-0 flex-1 basis-full break-all rounded bg-muted px-2 py-1 text-sm sm:basis-0"
              data-testid="new-token"
            >
              {made.token}
            </code>
            <Button variant="outline" onClick={() => void copyToClipboard(made.token, 'The token')}>
              <Copy className="h-4 w-4" aria-hidden /> Copy token
            </Button>
            <Button variant="ghost" onClick={() => setMade(null)}>
              Done
            </Button>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>New token</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <NewTokenForm onCreated={setMade} />
        </CardContent>
      </Card>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Your tokens</h2>
        {tokens.data ? (
          <TokenList tokens={tokens.data.items} />
        ) : (
          <Spinner label="Loading tokens" />
        )}
      </section>
    </main>
  );
}
