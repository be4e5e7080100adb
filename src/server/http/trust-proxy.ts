import { isIP } from 'node:net';
import { z } from 'zod';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which reverse proxies' X-Forwarded-* headers to believe (Fastify's `trustProxy`): off, the
 * number of proxies in front of the app, or their addresses/CIDRs. "Every hop" (`true`) is
 * refused: a client could then pick its own address (docs/decisions/006).
 */
export const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const v = value.toLowerCase();
    if (['false', 'off', 'no', '0'].includes(v)) return false;
    if (['true', 'on', 'yes'].includes(v)) {
      ctx.addIssue({
        code: 'custom',
        message:
          `TRUST_PROXY=${value} would trust every hop of X-Forwarded-For, so any client could ` +
          'choose its own address and escape sign-in throttling and rate limits. Give the number ' +
          'of proxies in front of the app (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 20) return hops;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY hop count must be between 0 and 20' });
      return z.NEVER;
    }
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          `TRUST_PROXY must be false, a number of proxies (e.g. 1) or a comma-separated list ` +
          `of proxy addresses/CIDRs (e.g. 10.0.0.0/8); not an address: ${bad.join(', ') || value}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify ignores a bare number (it trusts no hop, as it
 * cannot check the immediate peer), so a hop count becomes the function "the N closest hops":
 * the socket's peer and the entries it and the other proxies appended.
 */
export function trustProxyOption(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value > 0 ? (_address, hop) => hop < value : false;
  return value;
}
