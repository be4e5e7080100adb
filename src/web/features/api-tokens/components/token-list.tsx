import { useState } from 'react';
import type { ApiToken } from '@core/api/api-tokens.js';
import { useRevokeApiToken } from '../api-tokens-api.js';
import { RevokeTokenDialog, TokenItem } from './token-item.js';

/** The user's working tokens, each with its scopes, dates and Revoke. */
export function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  if (tokens.length === 0) {
    return <p className="text-sm text-muted-foreground">You have no API tokens.</p>;
  }
  return (
    <>
      <ul className="divide-y rounded-md border" aria-label="Your API tokens">
        {tokens.map((token) => (
          <TokenItem key={token.id} token={token} onRevoke={() => setRevoking(token)} />
        ))}
      </ul>
      <RevokeTokenDialog
        token={revoking}
        onClose={() => setRevoking(null)}
        revoke={(id, handlers) => revoke.mutate(id, handlers)}
      />
    </>
  );
}
