import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/server/auth/address-key.js';
import { accountWaitMs } from '../../src/server/services/identity/sign-in-limits.js';

describe('the address a sign-in limit counts', () => {
  it('is an IPv4 address itself', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const net = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:DB8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a:b:1.2.3.4',
      '2001:db8:1:2::9%eth0',
    ]) {
      expect(addressKey(ip), ip).toBe(net);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('is the IPv4 address of an IPv4-mapped IPv6 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('keeps anything else as it came', () => {
    expect(addressKey('not an address')).toBe('not an address');
  });
});

describe("an account's wait after failed sign-ins", () => {
  it('starts at the fifth failure with a minute and doubles up to 15 minutes', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 30, 2000].map((n) => accountWaitMs(n) / 60_000);
    expect(minutes).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 15, 15, 15, 15]);
  });
});
