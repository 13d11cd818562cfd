import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isIpAddress,
  isLoopbackAddress,
  isTrustedProxy,
  parseProxyList,
  plainAddress,
  proxyOnlyHeaders,
} from './proxy-list';

const trusted = (setting: string) => {
  const { list, invalid } = parseProxyList(setting);
  expect(invalid).toEqual([]);
  return (address: string) => isTrustedProxy(list, address);
};

describe('proxy lists', () => {
  it('[PRX1] reads addresses, ranges and keywords, comma-separated, case and spaces ignored', () => {
    const local = trusted('Loopback,uniquelocal, linklocal ,2001:DB8::/32, 203.0.113.10');
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '10.1.2.3', '172.31.0.1', '192.168.1.1'])
      expect(local(address), address).toBe(true);
    for (const address of ['fd12::1', 'fc00::', '169.254.1.1', 'fe80::1', '2001:db8:1::5', '203.0.113.10'])
      expect(local(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '203.0.113.11', '2001:db9::1', '::2', 'fec0::1'])
      expect(local(address), address).toBe(false);
    expect(parseProxyList(['10.0.0.1', ' fd00::/8 ']).list.ranges).toHaveLength(2);
  });

  it('[PRX1] trusts nobody when nothing is named', () => {
    for (const setting of [undefined, '', ' , ', []]) {
      const { list, invalid } = parseProxyList(setting);
      expect(invalid).toEqual([]);
      expect(isTrustedProxy(list, '127.0.0.1')).toBe(false);
    }
  });

  it('[PRX1] names every entry that is not an address, a range of one or a keyword', () => {
    const bad = [
      'everyone',
      '10.0.0.0/33',
      '300.0.0.1',
      '10.0.0.0/8/2',
      'fd00::/129',
      '10.0.0.0/x',
      '0.0.0.0/0',
      '::/0',
      '010.0.0.1',
      '10.0.0',
      '1::2::3',
      'fe80::1%eth0',
      '::ffff:10.0.0.0/64',
      'localhost',
    ];
    expect(parseProxyList(['10.0.0.1', ...bad]).invalid).toEqual(bad);
    expect(parseProxyList('loopback, lan').invalid).toEqual(['lan']);
  });

  it('[PRX2] compares IPv4-mapped IPv6 as IPv4, in addresses and entries alike', () => {
    expect(plainAddress(' ::FFFF:127.0.0.2 ')).toBe('127.0.0.2');
    expect(plainAddress('fe80::1%eth0')).toBe('fe80::1');
    const v4 = trusted('10.0.0.0/8');
    expect(v4('::ffff:10.9.9.9')).toBe(true);
    expect(v4('::ffff:a09:909')).toBe(true);
    const mapped = trusted('::ffff:10.0.0.0/104, ::ffff:192.0.2.7');
    expect(mapped('10.200.0.1')).toBe(true);
    expect(mapped('192.0.2.7')).toBe(true);
    expect(mapped('11.0.0.1')).toBe(false);
  });

  it('[PRX2] knows an address from anything else', () => {
    const addresses = [
      '127.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '1::',
      '1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:7::',
      '::ffff:1.2.3.4',
      '1:2:3:4:5:6:1.2.3.4',
      '::1.2.3.4',
      'FE80::1%eth0',
    ];
    const others = [
      '256.0.0.1',
      '1.2.3',
      '01.2.3.4',
      '1.2.3.4.5',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '1::2::3',
      ':1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:1.2.3.4',
      '1::1.2.3',
      '12345::',
      'g::1',
      '',
      'not an address',
    ];
    for (const address of addresses) expect(isIpAddress(address), address).toBe(true);
    for (const other of others) expect(isIpAddress(other), other).toBe(false);
  });

  it('[PRX3] trusts an address exactly when its first prefix bits are the range’s', () => {
    const written = (value: bigint, bits: 32 | 128, compress: boolean) => {
      if (bits === 32) return [24n, 16n, 8n, 0n].map((shift) => (value >> shift) & 0xffn).join('.');
      const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) =>
        ((value >> shift) & 0xffffn).toString(16),
      );
      const zeros = groups.indexOf('0');
      // The first run of zero groups written as `::` when asked, the way addresses are usually written.
      if (!compress || zeros < 0) return groups.join(':');
      let end = zeros;
      while (groups[end] === '0') end += 1;
      return `${groups.slice(0, zeros).join(':')}::${groups.slice(end).join(':')}`;
    };
    const family = (bits: 32 | 128) =>
      fc.record({
        bits: fc.constant(bits),
        network: fc.bigInt({ min: 0n, max: (1n << BigInt(bits)) - 1n }),
        prefix: fc.integer({ min: 1, max: bits }),
        flipped: fc.integer({ min: 0, max: bits - 1 }),
        compress: fc.boolean(),
      });
    fc.assert(
      fc.property(fc.oneof(family(32), family(128)), ({ bits, network, prefix, flipped, compress }) => {
        // The network with one bit flipped: inside the range exactly when that bit is past the prefix.
        const address = network ^ (1n << BigInt(bits - 1 - flipped));
        const { list, invalid } = parseProxyList(`${written(network, bits, compress)}/${prefix}`);
        expect(invalid).toEqual([]);
        expect(isTrustedProxy(list, written(network, bits, !compress))).toBe(true);
        expect(isTrustedProxy(list, written(address, bits, compress))).toBe(flipped >= prefix);
      }),
      { numRuns: 1000 },
    );
  });

  it('[PRX3] never trusts what is not an address', () => {
    const everyone = parseProxyList('0.0.0.0/1, 128.0.0.0/1, ::/1, 8000::/1').list;
    expect(isTrustedProxy(everyone, '203.0.113.1')).toBe(true);
    for (const address of [undefined, '', 'unknown', '203.0.113.1:80', '[::1]'])
      expect(isTrustedProxy(everyone, address), String(address)).toBe(false);
  });

  it('[PRX3] knows the machine’s own addresses', () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      undefined,
      '',
      '10.0.0.1',
      '::2',
      '::ffff:10.0.0.1',
      '128.0.0.1',
      '127.example.com',
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });

  it('[PRX4] names the host, port and country headers as a proxy’s own word', () => {
    expect(proxyOnlyHeaders(undefined)).toEqual(['x-forwarded-host', 'x-forwarded-port', 'x-country-code']);
    expect(proxyOnlyHeaders('CF-IPCountry')).toContain('cf-ipcountry');
  });
});
