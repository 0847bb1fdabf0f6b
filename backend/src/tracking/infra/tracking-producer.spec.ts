import type { EventLog, EventRecord } from '@emberhold/platform';
import { MAX_PENDING_RECORDS, PRODUCE_TIMEOUT_MS, TrackingProducer, TrackingUnavailableError } from './tracking-producer';

/** An event log whose produce() answers only when the test says so. */
function heldLog() {
  const calls: Array<{ records: EventRecord[]; ack: () => void; fail: (error: Error) => void }> = [];
  const log = {
    produce: (records: EventRecord[]) => new Promise<void>((ack, fail) => calls.push({ records, ack: () => ack(), fail })),
  } as unknown as EventLog;
  return { log, calls };
}

const shared = { type: 'post.impression', version: 1, occurred_at: '', received_at: '', session_id: 's', user_id: null, country: 'us', device: 'desktop' as const };
const event = (n: number) => ({ id: `id-${n}`, ...shared, payload: {} });
const element = (n: number) => ({ id: `id-${n}`, payload: { post_id: n } });
const settled = async (promise: Promise<unknown>) => promise.then(() => 'acknowledged', (error: Error) => error);

describe('putting tracking facts on the log', () => {
  afterEach(() => jest.useRealTimers());

  it('answers once the log acknowledged, with one record for a batch keyed by the session, its shared fields once', async () => {
    const { log, calls } = heldLog();
    const producer = new TrackingProducer(log);
    const sent = producer.sendBatch('session:s', shared, [element(1), element(2)]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.records).toEqual([{ topic: 'emberhold.tracking.v1', key: 'session:s', value: { shared, batch: [element(1), element(2)] } }]);
    calls[0]!.ack();
    expect(await settled(sent)).toBe('acknowledged');
  });

  it('refuses with a 503 when the log refuses, or does not answer in time, or is too far behind', async () => {
    jest.useFakeTimers();
    const { log, calls } = heldLog();
    const producer = new TrackingProducer(log);
    const refused = producer.send([{ key: 'post:1', event: event(1) }]);
    calls[0]!.fail(new Error('broker down'));
    const refusal = await settled(refused);
    expect(refusal).toBeInstanceOf(TrackingUnavailableError);
    expect((refusal as Error).message).toBe('Tracking is briefly unavailable (the event log refused the events); please retry.');

    const slow = producer.send([{ key: 'post:1', event: event(2) }]);
    jest.advanceTimersByTime(PRODUCE_TIMEOUT_MS);
    expect(((await settled(slow)) as Error).message).toBe('Tracking is briefly unavailable (the event log did not answer in time); please retry.');

    // What is still waiting counts against the limit until the log answers, even after its call got its 503.
    const full = producer.sendBatch('session:s', shared, Array.from({ length: MAX_PENDING_RECORDS - 1 }, (_, n) => element(n)));
    expect(calls).toHaveLength(3);
    const behind = await settled(producer.send([{ key: 'post:1', event: event(3) }]));
    expect((behind as Error).message).toBe('Tracking is briefly unavailable (the event log is not keeping up); please retry.');
    expect(calls).toHaveLength(3);
    calls[1]!.ack();
    await Promise.resolve();
    const again = producer.send([{ key: 'post:1', event: event(4) }]);
    expect(calls).toHaveLength(4);
    calls[3]!.ack();
    calls[2]!.ack();
    expect([await settled(again), await settled(full)]).toEqual(['acknowledged', 'acknowledged']);
  });
});
