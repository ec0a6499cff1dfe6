// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledCountryDatabase, countryLookup, type CountryLookupLoaded, countryOfRecord, publicAddress } from './ip-country.ts';

describe('a public address', () => {
  it('is an IPv4 or IPv6 address outside the private, loopback and reserved ranges', () => {
    expect(publicAddress('8.8.8.8')).toBe('8.8.8.8');
    expect(publicAddress(' 41.82.1.1 ')).toBe('41.82.1.1');
    expect(publicAddress('2001:4860:4860::8888')).toBe('2001:4860:4860::8888');
    expect(publicAddress('::ffff:8.8.8.8')).toBe('8.8.8.8');
  });

  it('is none for private, loopback, link-local, shared, test and reserved ranges, and for what is no address', () => {
    for (const address of ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '127.0.0.1', '169.254.1.1', '100.64.0.1', '198.18.0.1', '198.19.255.1', '192.0.2.1', '203.0.113.9', '0.0.0.0', '255.255.255.255', '224.0.0.1', '::1', '::', 'fe80::1', 'fd12:3456::1', '2001:db8::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', '', 'unknown', '8.8.8.8, 1.1.1.1', '999.1.1.1']) {
      expect(publicAddress(address), address).toBeUndefined();
    }
    expect(publicAddress('172.32.0.1')).toBe('172.32.0.1');
  });
});

describe('a country database record', () => {
  it('gives its country from either shape, upper-cased, and nothing otherwise', () => {
    expect(countryOfRecord({ country_code: 'NG' })).toBe('NG');
    expect(countryOfRecord({ country: { iso_code: 'gb', names: { en: 'United Kingdom' } } })).toBe('GB');
    for (const record of [null, 'US', {}, { country_code: 'USA' }, { country_code: 7 }, { country: null }, { country: { iso_code: '' } }]) expect(countryOfRecord(record)).toBeNull();
  });
});

describe('the country lookup over the IP database installed from npm', () => {
  it('reads the database on the first public address only, once, and finds countries offline', async () => {
    const loads: CountryLookupLoaded[] = [];
    const lookup = countryLookup(bundledCountryDatabase(), { onLoaded: (loaded) => loads.push(loaded) });
    expect(await lookup.countryOf('127.0.0.1')).toBeUndefined();
    expect(await lookup.countryOf('198.18.0.5')).toBeUndefined();
    expect(loads).toHaveLength(0);
    const [us, sn, gb, ci, cm] = await Promise.all(['8.8.8.8', '41.82.1.1', '81.2.69.142', '41.66.1.1', '41.202.192.1'].map((address) => lookup.countryOf(address)));
    expect([us, sn, gb, ci, cm]).toEqual(['US', 'SN', 'GB', 'CI', 'CM']);
    expect(await lookup.countryOf('2001:4860:4860::8888')).toBe('US');
    expect(await lookup.countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(loads).toHaveLength(1);
    expect(loads[0]?.bytes).toBeGreaterThan(1_000_000);
  });

  it('reports a database it cannot read once, and then knows nothing', async () => {
    const errors: unknown[] = [];
    const lookup = countryLookup('/nonexistent/countries.mmdb', { onError: (error) => errors.push(error) });
    expect(await lookup.countryOf('8.8.8.8')).toBeUndefined();
    expect(await lookup.countryOf('1.1.1.1')).toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
