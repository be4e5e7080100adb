import { isIPv4, isIPv6 } from 'node:net';

/** Eight 16-bit groups of an IPv6 address (a dotted IPv4 tail read as two), or null. */
function groupsOf(ip: string): number[] | null {
  let text = ip.toLowerCase();
  const tail = text.slice(text.lastIndexOf(':') + 1);
  if (tail.includes('.')) {
    if (!isIPv4(tail)) return null;
    const [a, b, c, d] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  const parse = (s: string) => (s ? s.split(':').map((x) => parseInt(x, 16)) : []);
  const left = parse(halves[0]);
  const right = halves.length === 2 ? parse(halves[1]) : [];
  const groups =
    halves.length === 2
      ? [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
      : left;
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The client as the per-address sign-in limits count it: an IPv4 address itself; an IPv6
 * address by its /64 (`2001:db8:1:2::/64`), the block one customer line or host is given, so
 * the addresses of one network count as one; an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0];
  if (!isIPv6(bare)) return ip;
  const groups = groupsOf(bare);
  if (!groups) return ip;
  const hex = groups.map((g) => g.toString(16));
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${hex.slice(0, 4).join(':')}::/64`;
}
