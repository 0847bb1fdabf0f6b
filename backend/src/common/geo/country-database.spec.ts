import { CountryDatabase } from './country-database';

/** DB-IP Lite places these addresses in Germany (Hetzner), the United Kingdom and Canada. */
const GERMANY = '5.9.0.1';
const BRITAIN = '81.2.69.142';
const CANADA = '24.48.0.1';

describe('the country database', () => {
  it('answers each address from the file, the same when asked again, and nothing for private or broken addresses', () => {
    const database = new CountryDatabase();
    const ask = () => [GERMANY, BRITAIN, CANADA, `::ffff:${GERMANY}`, '10.0.0.7', '127.0.0.1', 'not an address', ''].map((address) => database.countryOf(address));
    const first = ask();
    expect(first).toEqual(['DE', 'GB', 'CA', 'DE', null, null, null, null]);
    expect(ask()).toEqual(first);
  });

  it('keeps answering right once it remembers as many addresses as it may, forgetting the oldest', () => {
    const database = new CountryDatabase(undefined, 2);
    expect([GERMANY, BRITAIN, CANADA, GERMANY, CANADA, BRITAIN, '10.0.0.7', GERMANY].map((address) => database.countryOf(address))).toEqual([
      'DE',
      'GB',
      'CA',
      'DE',
      'CA',
      'GB',
      null,
      'DE',
    ]);
  });
});
