import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/**
 * An OpenID provider that answers as a real one does (discovery document, keys, token
 * endpoint) but signs the ID token a test asks for: one for another client, an expired one, one
 * with another nonce. The authorization step is skipped: the test goes to Copydesk's callback
 * with any code and the state Copydesk sent.
 */
export async function startFakeOidcProvider() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  let claims: (base: JWTPayload & { nonce?: string }) => JWTPayload = (base) => base;
  let lastNonce = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') return json({ keys: [jwk] });
    if (url.pathname === '/token') {
      req.resume();
      req.on('end', async () => {
        const now = Math.floor(Date.now() / 1000);
        const payload = claims({
          iss: issuer,
          aud: 'copydesk',
          sub: 'fake-user',
          email: 'fake@a.example',
          email_verified: true,
          iat: now,
          exp: now + 300,
          nonce: lastNonce,
        });
        const idToken = await new SignJWT(payload)
          .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
          .sign(privateKey);
        json({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken });
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  return {
    issuer,
    host: `127.0.0.1:${port}`,
    /** The nonce Copydesk sent (read from its redirect to the provider). */
    expectNonce(nonce: string) {
      lastNonce = nonce;
    },
    /** Changes the claims of the next ID tokens. */
    signWith(change: (base: JWTPayload) => JWTPayload) {
      claims = change;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
