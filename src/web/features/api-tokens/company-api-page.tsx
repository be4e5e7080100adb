import { useState } from 'react';
import { Link } from 'wouter';
import type { CompanyApiToken } from '@core/api/api-tokens.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { withCompany } from '../../lib/api.js';
import { useCompanyApiTokens, useRevokeCompanyApiToken } from './api-tokens-api.js';
import { EventEndpointsCard } from './components/event-endpoints-card.js';
import { RevokeTokenDialog, TokenItem } from './components/token-item.js';

/**
 * `/admin/api` (docs/api.md): the company's API tokens, whose they are, and Revoke; whether the
 * public API is on (changed in the company settings); the event endpoints told what happens.
 */
export function CompanyApiPage() {
  const tokens = useCompanyApiTokens();
  const revoke = useRevokeCompanyApiToken();
  const [revoking, setRevoking] = useState<CompanyApiToken | null>(null);
  const data = tokens.data;
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 p-4 sm:p-6 lg:p-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">API &amp; events</h1>
        <p className="text-sm text-muted-foreground">
          Your company&apos;s members use the public API with their own tokens. You see and revoke
          every token of the company here, and choose where Copydesk sends its events.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>API tokens</h2>
          </CardTitle>
          <CardDescription>
            {data && !data.apiAccess ? (
              <>
                The public API is <strong>off</strong>: every token below is refused. Turn it on in
                the <Link href={withCompany('/admin/company-settings')}>company settings</Link>.
              </>
            ) : (
              'Tokens that have not expired or been revoked.'
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {!data ? (
            <Spinner label="Loading tokens" />
          ) : data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No one in the company has an API token.</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Company API tokens">
              {data.items.map((token) => (
                <TokenItem
                  key={token.id}
                  token={token}
                  owner={token.user.username}
                  onRevoke={() => setRevoking(token)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <EventEndpointsCard />
      <RevokeTokenDialog
        token={revoking}
        owner={revoking?.user.username}
        onClose={() => setRevoking(null)}
        revoke={(id, handlers) => revoke.mutate(id, handlers)}
      />
    </main>
  );
}
