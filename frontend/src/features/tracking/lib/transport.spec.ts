import { createTransport, type TransportDeps } from './transport';

function fakes({ beacon, fetchOk = true, fetchThrows = false }: { beacon?: boolean | 'missing'; fetchOk?: boolean; fetchThrows?: boolean } = {}) {
  const beacons: { url: string; data: Blob }[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const deps: TransportDeps = {
    sendBeacon:
      beacon === 'missing'
        ? undefined
        : (url, data) => {
            beacons.push({ url, data });
            return beacon ?? true;
          },
    fetch: async (url, init) => {
      fetches.push({ url, init });
      if (fetchThrows) throw new TypeError('Failed to fetch');
      return { ok: fetchOk };
    },
  };
  return { send: createTransport(deps), beacons, fetches };
}

describe('tracking transport', () => {
  it('sends an urgent body by beacon, as a JSON blob', async () => {
    const { send, beacons, fetches } = fakes();
    await expect(send('/api/user/tracking', { type: 'click', post_id: 1 }, { urgent: true })).resolves.toBe(true);
    expect(fetches).toHaveLength(0);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/user/tracking');
    expect(beacons[0]!.data.type).toBe('application/json');
    expect(JSON.parse(await beacons[0]!.data.text())).toEqual({ type: 'click', post_id: 1 });
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', async () => {
    const { send, beacons, fetches } = fakes({ beacon: false });
    await expect(send('/api/user/tracking', { a: 1 }, { urgent: true })).resolves.toBe(true);
    expect(beacons).toHaveLength(1);
    expect(fetches).toEqual([
      {
        url: '/api/user/tracking',
        init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}', credentials: 'same-origin', keepalive: true },
      },
    ]);
  });

  it('falls back to a keepalive fetch where there is no sendBeacon', async () => {
    const { send, fetches } = fakes({ beacon: 'missing' });
    await send('/api/user/native_ad/tracking/click/', { ad_id: 1 }, { urgent: true });
    expect(fetches.map((f) => [f.url, f.init.keepalive])).toEqual([['/api/user/native_ad/tracking/click/', true]]);
  });

  it('sends a batch by keepalive fetch and tells whether the API took it', async () => {
    const ok = fakes();
    await expect(ok.send('/api/user/tracking', {}, { urgent: false })).resolves.toBe(true);
    expect(ok.beacons).toHaveLength(0);
    expect(ok.fetches[0]!.init.keepalive).toBe(true);
    await expect(fakes({ fetchOk: false }).send('/api/user/tracking', {}, { urgent: false })).resolves.toBe(false);
  });

  it('never rejects when the network fails', async () => {
    await expect(fakes({ fetchThrows: true }).send('/api/user/tracking', {}, { urgent: false })).resolves.toBe(false);
    await expect(fakes({ beacon: false, fetchThrows: true }).send('/api/user/tracking', {}, { urgent: true })).resolves.toBe(false);
  });
});
