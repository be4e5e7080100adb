import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { buildConnector } from 'undici';
import { isAllowedHost, isForbiddenAddress } from './ssrf-guard.js';

/** Raised at connect time when a host resolves only to addresses that must not be dialled. */
class BlockedAddressError extends Error {
  readonly code = 'ERR_WEBHOOK_BLOCKED_ADDRESS';

  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, a local, private or reserved network address`);
    this.name = 'BlockedAddressError';
  }
}

/**
 * Resolves the name, then keeps only addresses that may be dialled. Runs for every new
 * connection, so a name that is re-pointed at a private address (DNS rebinding) is refused.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) {
      callback(err, '');
      return;
    }
    const usable = addresses.filter((a) => !isForbiddenAddress(a.address));
    if (usable.length === 0) {
      const first = addresses[0]?.address ?? 'no address';
      callback(new BlockedAddressError(hostname, first), '');
      return;
    }
    if (options.all) callback(null, usable);
    else callback(null, usable[0].address, usable[0].family);
  });
};

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The undici `connect` option of the webhook agent: hosts in the allow list connect directly;
 * every other host goes through the guarded lookup, and IP literals (which skip the lookup) are
 * judged here, so the guard holds at connect time whatever was checked before.
 */
export function createGuardedConnector(
  allowHosts: () => readonly string[],
): buildConnector.connector {
  const open = buildConnector({ timeout: CONNECT_TIMEOUT_MS });
  const guarded = buildConnector({ timeout: CONNECT_TIMEOUT_MS, lookup: guardedLookup });
  return (opts, callback) => {
    const port = opts.port || (opts.protocol === 'https:' ? '443' : '80');
    if (isAllowedHost(opts.hostname, port, allowHosts())) {
      open(opts, callback);
      return;
    }
    if (isIP(opts.hostname) && isForbiddenAddress(opts.hostname)) {
      callback(new BlockedAddressError(opts.hostname, opts.hostname), null);
      return;
    }
    guarded(opts, callback);
  };
}
