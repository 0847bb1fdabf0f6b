import type { AnalyticsStore } from './analytics-store.port';

/**
 * What the product relies on from ClickHouse, whichever adapter carries it. Each run uses its own tables so the
 * suite can share a store with other tests.
 */
export function describeAnalyticsStoreContract(name: string, open: () => Promise<AnalyticsStore>): void {
  describe(`analytics store contract › ${name}`, () => {
    let store: AnalyticsStore;
    const suffix = Math.random().toString(36).slice(2, 8);
    const events = `contract_events_${suffix}`;

    beforeAll(async () => {
      store = await open();
      await store.command(
        `CREATE TABLE ${events} (event_id UUID, post_id UInt64, type LowCardinality(String), label String, occurred_at DateTime64(3, 'UTC'))
         ENGINE = ReplacingMergeTree ORDER BY (post_id, event_id)`,
      );
    });

    afterAll(async () => {
      await store.command(`DROP TABLE IF EXISTS ${events}`);
      await store.close();
    });

    it('answers a ping', async () => {
      expect(await store.ping()).toBe(true);
    });

    it('round-trips inserted rows through bound parameters, quotes and tabs included', async () => {
      const label = "Dragon's \t hoard \\ of 'gifts'";
      await store.insert(events, [
        { event_id: '01900000-0000-7000-8000-000000000001', post_id: 7, type: 'post.click', label, occurred_at: '2026-11-20 10:00:00.123' },
        { event_id: '01900000-0000-7000-8000-000000000002', post_id: 8, type: 'post.impression', label: 'plain', occurred_at: '2026-11-20 10:00:01.000' },
      ]);
      const rows = await store.query<{ post_id: number; label: string }>(
        `SELECT post_id, label FROM ${events} WHERE label = {label:String} AND type IN {types:Array(String)}`,
        { label, types: ['post.click', "it's"] },
      );
      expect(rows).toEqual([{ post_id: 7, label }]);
    });

    it('never lets a parameter change the statement', async () => {
      const rows = await store.query<{ c: number }>(`SELECT count() AS c FROM ${events} WHERE label = {label:String}`, {
        label: "x' OR 1=1 --",
      });
      expect(rows).toEqual([{ c: 0 }]);
    });

    it('collapses a redelivered event to one row when read with FINAL', async () => {
      const row = { event_id: '01900000-0000-7000-8000-0000000000aa', post_id: 9, type: 'post.click', label: 'again', occurred_at: '2026-11-20 11:00:00.000' };
      await store.insert(events, [row]);
      await store.insert(events, [row]);
      const rows = await store.query<{ c: number }>(`SELECT count() AS c FROM ${events} FINAL WHERE post_id = {post:UInt64}`, { post: 9 });
      expect(rows).toEqual([{ c: 1 }]);
    });

    it('reports a bad statement as an error naming the problem', async () => {
      await expect(store.query(`SELECT no_such_column FROM ${events}`)).rejects.toThrow(/no_such_column/);
    });
  });
}
