import Fastify, { type FastifyInstance } from 'fastify';
import { trustProxySetting } from '../http/site-address';
import { CountryDatabase } from './country-database';
import { VisitorCountry } from './visitor-country';

/** DB-IP Lite places these addresses in Germany (Hetzner), the United Kingdom and Canada. */
const GERMANY = '5.9.0.1';
const BRITAIN = '81.2.69.142';
const CANADA = '24.48.0.1';
const PROXY = '10.0.0.7';

const database = new CountryDatabase();

/** A server set up as create-app.ts sets up the product's, answering each request's country as VisitorCountry decides it. */
async function serverTrusting(trustedProxies: string | undefined): Promise<FastifyInstance> {
  const countries = new VisitorCountry(database, { TRUSTED_PROXIES: trustedProxies });
  const server = Fastify({ trustProxy: trustProxySetting(trustedProxies) });
  server.get('/', async (request) => ({ country: countries.of(request), tracked: countries.forTracking(request) }));
  await server.ready();
  return server;
}

async function countryOf(server: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}): Promise<{ country: string | null; tracked: string }> {
  return (await server.inject({ method: 'GET', url: '/', remoteAddress, headers })).json();
}

describe('where a visitor is', () => {
  let direct: FastifyInstance;
  let behindProxy: FastifyInstance;
  beforeAll(async () => {
    direct = await serverTrusting(undefined);
    behindProxy = await serverTrusting('10.0.0.0/8');
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
  });

  it('looks the connecting address up in the country database', async () => {
    expect(await countryOf(direct, GERMANY)).toEqual({ country: 'DE', tracked: 'de' });
    expect(await countryOf(direct, BRITAIN)).toEqual({ country: 'GB', tracked: 'gb' });
    expect(await countryOf(direct, CANADA)).toEqual({ country: 'CA', tracked: 'ca' });
    // A dual-stack socket reports an IPv4 peer in its IPv6 form.
    expect((await countryOf(direct, `::ffff:${GERMANY}`)).country).toBe('DE');
    expect((await countryOf(direct, '2a01:4f8::1')).country).toBe('DE');
  });

  it('ignores a CDN country header from a peer that is no trusted proxy', async () => {
    expect((await countryOf(direct, GERMANY, { 'cf-ipcountry': 'US' })).country).toBe('DE');
    expect((await countryOf(behindProxy, BRITAIN, { 'cf-ipcountry': 'DE', 'cloudfront-viewer-country': 'DE', 'x-vercel-ip-country': 'DE' })).country).toBe('GB');
  });

  it("takes a trusted proxy's CDN country header, unless it names no country", async () => {
    expect(await countryOf(behindProxy, PROXY, { 'cf-ipcountry': 'DE' })).toEqual({ country: 'DE', tracked: 'de' });
    expect((await countryOf(behindProxy, PROXY, { 'cloudfront-viewer-country': 'ca' })).country).toBe('CA');
    expect((await countryOf(behindProxy, PROXY, { 'x-vercel-ip-country': 'GB' })).country).toBe('GB');
    // XX (unknown), T1 (Tor) and junk fall through to the client's address.
    for (const junk of ['XX', 'T1', 'Germany', '']) {
      expect((await countryOf(behindProxy, PROXY, { 'cf-ipcountry': junk, 'x-forwarded-for': BRITAIN })).country).toBe('GB');
    }
  });

  it('follows X-Forwarded-For through a trusted proxy, and only then', async () => {
    expect((await countryOf(behindProxy, PROXY, { 'x-forwarded-for': GERMANY })).country).toBe('DE');
    expect((await countryOf(behindProxy, PROXY, { 'x-forwarded-for': BRITAIN })).country).toBe('GB');
    // The client's own entry before the one the proxy appended is not taken.
    expect((await countryOf(behindProxy, PROXY, { 'x-forwarded-for': `${BRITAIN}, ${GERMANY}` })).country).toBe('DE');
    expect((await countryOf(direct, CANADA, { 'x-forwarded-for': GERMANY })).country).toBe('CA');
    expect((await countryOf(behindProxy, CANADA, { 'x-forwarded-for': GERMANY })).country).toBe('CA');
  });

  it('trusts the nearest hops when TRUSTED_PROXIES counts them', async () => {
    const twoHops = await serverTrusting('2');
    try {
      expect((await countryOf(twoHops, PROXY, { 'cf-ipcountry': 'DE' })).country).toBe('DE');
      expect((await countryOf(twoHops, PROXY, { 'x-forwarded-for': `${BRITAIN}, 10.0.0.8` })).country).toBe('GB');
    } finally {
      await twoHops.close();
    }
  });

  it('places loopback and private addresses nowhere, which tracking records as the default country', async () => {
    expect(await countryOf(direct, '127.0.0.1')).toEqual({ country: null, tracked: 'us' });
    expect((await countryOf(direct, '::1')).country).toBeNull();
    expect((await countryOf(direct, '192.168.1.20')).country).toBeNull();
    expect((await countryOf(behindProxy, PROXY)).country).toBeNull();
  });
});
