import { isIP, isIPv4, isIPv6 } from 'node:net';

/**
 * SSRF guard for outgoing webhook calls: which addresses may be dialled and which URLs may be
 * used at all. Only public unicast addresses pass, unless the host is in the allow list
 * (WEBHOOK_ALLOW_HOSTS: a self-hosted n8n on the LAN, the demo automation on localhost).
 */

/** IPv4 ranges that are never dialled: [base address, prefix length]. */
const FORBIDDEN_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast 255.255.255.255
];

function v4ToNumber(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const FORBIDDEN_V4_RANGES = FORBIDDEN_V4.map(([base, bits]) => {
  const size = 2 ** (32 - bits);
  const start = v4ToNumber(base);
  return { start, end: start + size - 1 };
});

function isForbiddenV4(ip: string): boolean {
  const n = v4ToNumber(ip);
  return FORBIDDEN_V4_RANGES.some((r) => n >= r.start && n <= r.end);
}

/** Expands an IPv6 address (optionally with a dotted IPv4 tail) into eight 16-bit groups. */
function v6Groups(ip: string): number[] {
  let text = ip;
  const last = text.slice(text.lastIndexOf(':') + 1);
  if (last.includes('.')) {
    if (!isIPv4(last)) return [];
    const n = v4ToNumber(last);
    const hex = `${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
    text = text.slice(0, text.length - last.length) + hex;
  }
  const halves = text.split('::');
  if (halves.length > 2) return [];
  const parse = (s: string) => (s ? s.split(':').map((x) => parseInt(x, 16)) : []);
  const left = parse(halves[0]);
  if (halves.length === 1) return left;
  const right = parse(halves[1]);
  const missing = 8 - left.length - right.length;
  return missing < 0 ? [] : [...left, ...new Array<number>(missing).fill(0), ...right];
}

function embeddedV4(hi: number, lo: number): string {
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

function isForbiddenV6(ip: string): boolean {
  const g = v6Groups(ip.split('%')[0]);
  if (g.length !== 8 || g.some((x) => Number.isNaN(x))) return true;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // :: (unspecified) and ::1 (loopback)
  if (zeros(0, 7) && (g[7] === 0 || g[7] === 1)) return true;
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible): judge the embedded IPv4
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return isForbiddenV4(embeddedV4(g[6], g[7]));
  // ::ffff:0:a.b.c.d (IPv4-translated)
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return isForbiddenV4(embeddedV4(g[6], g[7]));
  // 64:ff9b::/96 (NAT64 well-known prefix): judge the embedded IPv4
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isForbiddenV4(embeddedV4(g[6], g[7]));
  // 2002::/16 (6to4): the embedded IPv4 is in groups 1-2
  if (g[0] === 0x2002) return isForbiddenV4(embeddedV4(g[1], g[2]));
  // Only global unicast (2000::/3) is public; this leaves out fc00::/7, fe80::/10, ff00::/8, ...
  if ((g[0] & 0xe000) !== 0x2000) return true;
  if (g[0] === 0x2001 && g[1] < 0x200) return true; // 2001::/23 IETF (Teredo, ORCHID, ...)
  if (g[0] === 0x2001 && g[1] === 0xdb8) return true; // documentation
  if (g[0] === 0x3fff && g[1] < 0x1000) return true; // 3fff::/20 documentation
  return false;
}

/** True when an IP address must not be dialled (anything but a public unicast address). */
export function isForbiddenAddress(ip: string): boolean {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (isIPv4(bare)) return isForbiddenV4(bare);
  if (isIPv6(bare.split('%')[0])) return isForbiddenV6(bare);
  return true;
}

/** The IP literal a URL host names (brackets removed), or null for a host name. */
function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

interface AllowEntry {
  hostname: string;
  port: string | null;
}

/** Parses `host`, `host:port`, `[v6]:port` or a whole URL into a normalised entry. */
function parseAllowEntry(raw: string): AllowEntry | null {
  let text = raw.trim().toLowerCase();
  if (!text) return null;
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/\/.*$/, '');
  if (isIPv6(text)) text = `[${text}]`;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(text);
  if (!match) return null;
  try {
    return { hostname: new URL(`http://${match[1]}`).hostname, port: match[2] ?? null };
  } catch {
    return null;
  }
}

/**
 * Allow-list entries as parsed, by their text: the list is configuration, and every webhook call
 * checks it (parsing an entry builds a URL: about 3 µs a call for one entry, decision 029). The
 * parse depends on the text alone, so app instances may share it; bounded all the same.
 */
const parsedEntries = new Map<string, AllowEntry | null>();

function allowEntry(raw: string): AllowEntry | null {
  let entry = parsedEntries.get(raw);
  if (entry === undefined) {
    entry = parseAllowEntry(raw);
    if (parsedEntries.size >= 256) parsedEntries.clear();
    parsedEntries.set(raw, entry);
  }
  return entry;
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** True when the URL's host (and port, if the entry names one) is in the allow list. */
export function isAllowedHost(
  hostname: string,
  port: string,
  allowHosts: readonly string[],
): boolean {
  const host = hostname.toLowerCase();
  const bracketed = isIPv6(host) ? `[${host}]` : host;
  return allowHosts.some((raw) => {
    const entry = allowEntry(raw);
    return entry !== null && entry.hostname === bracketed && (!entry.port || entry.port === port);
  });
}

export type UrlCheck =
  | { ok: true; url: URL; allowed: boolean }
  | { ok: false; kind: 'invalid-url' | 'blocked'; reason: string };

/**
 * Checks a webhook URL before sending: http/https only, no credentials, and an IP literal host
 * must be public unless allowed. Host names are judged after DNS resolution, at connect time.
 */
export function checkWebhookUrl(url: string | URL, allowHosts: readonly string[]): UrlCheck {
  let parsed: URL;
  try {
    parsed = new URL(String(url).trim());
  } catch {
    return { ok: false, kind: 'invalid-url', reason: 'it is not a valid URL' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { ok: false, kind: 'invalid-url', reason: 'only http and https URLs can be used' };
  }
  if (parsed.username || parsed.password) {
    return {
      ok: false,
      kind: 'invalid-url',
      reason: 'the URL must not contain a user name or password (use the API key instead)',
    };
  }
  if (!parsed.hostname) return { ok: false, kind: 'invalid-url', reason: 'the URL has no host' };
  if (isAllowedHost(parsed.hostname, effectivePort(parsed), allowHosts)) {
    return { ok: true, url: parsed, allowed: true };
  }
  const ip = ipLiteral(parsed.hostname);
  if (ip !== null && isForbiddenAddress(ip)) {
    return {
      ok: false,
      kind: 'blocked',
      reason: `${ip} is a local, private or reserved network address`,
    };
  }
  return { ok: true, url: parsed, allowed: false };
}
