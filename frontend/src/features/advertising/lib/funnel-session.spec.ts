import { funnelCreative, funnelTempId, rememberFunnel } from './funnel-session';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('funnel session', () => {
  it("gives the temporary id back for the funnel's campaign only", () => {
    const storage = memoryStorage();
    expect(funnelTempId(null, storage)).toBeNull();
    rememberFunnel({ temp_id: 't-1', campaign_id: null, creative_id: null }, storage);
    expect(funnelTempId(null, storage)).toBe('t-1');
    expect(funnelTempId(9, storage)).toBeNull();
    rememberFunnel({ temp_id: 't-1', campaign_id: 9, creative_id: 31 }, storage);
    expect(funnelTempId(9, storage)).toBe('t-1');
    expect(funnelTempId(10, storage)).toBeNull();
  });

  it('names the creative saved under a temporary id, so Back reopens it', () => {
    const storage = memoryStorage();
    rememberFunnel({ temp_id: 't-3', campaign_id: 2, creative_id: 17 }, storage);
    expect(funnelCreative('t-3', storage)).toBe(17);
    expect(funnelCreative('t-4', storage)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('emberhold.ad-funnel', '{not json');
    expect(funnelTempId(null, storage)).toBeNull();
    storage.setItem('emberhold.ad-funnel', JSON.stringify({ temp_id: 5 }));
    expect(funnelTempId(null, storage)).toBeNull();
    expect(funnelTempId(null, null)).toBeNull();
  });
});
