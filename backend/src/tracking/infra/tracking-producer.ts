import { Inject, Injectable } from '@nestjs/common';
import { DomainError, topics, type EnvelopeBase, type EventBatch } from '@emberhold/contracts';
import { EVENT_LOG, type EventLog } from '@emberhold/platform';

/** How long a tracking call waits for the event log to acknowledge before answering 503. */
export const PRODUCE_TIMEOUT_MS = 3_000;
/** Events waiting for the event log, across calls, beyond which new calls are refused at once (503). */
export const MAX_PENDING_RECORDS = 200_000;

export class TrackingUnavailableError extends DomainError {
  constructor(reason: string) {
    super('unavailable', 'TRACKING_UNAVAILABLE', `Tracking is briefly unavailable (${reason}); please retry.`);
  }
}

/**
 * Puts tracking facts on the tracking topic, keyed by post or ad so one item's facts stay in order. A call is
 * answered once the log acknowledged every record (acks from all in-sync replicas, see the Kafka adapter), or with
 * a 503 after PRODUCE_TIMEOUT_MS. A record that timed out may still reach the log later; the browser retries with
 * the same batch id and send time, so its events get the same ids and times and collapse into one in ClickHouse.
 */
@Injectable()
export class TrackingProducer {
  private pending = 0;

  constructor(@Inject(EVENT_LOG) private readonly eventLog: EventLog) {}

  /** One record per event, keyed by its post, ad or banner. */
  send(events: Array<{ key: string; event: EnvelopeBase & { payload: object } }>): Promise<void> {
    return this.produce(events.map(({ key, event }) => ({ key, value: event })), events.length);
  }

  /**
   * One call's events in one record (see EventBatch), keyed by the session: what they have alike once (`shared`), and
   * each one's id and payload.
   */
  sendBatch(key: string, shared: Omit<EnvelopeBase, 'id'>, events: Array<{ id: string; payload: object }>): Promise<void> {
    const value: EventBatch = { shared, batch: events };
    return this.produce([{ key, value }], events.length);
  }

  /**
   * One promise and one timer per call, settled by whichever comes first: the log's answer or the timeout. (A race of
   * two promises with a `finally` cost a tracking call several extra microtasks.)
   */
  private produce(records: Array<{ key: string; value: object }>, events: number): Promise<void> {
    if (events === 0) return Promise.resolve();
    if (this.pending + events > MAX_PENDING_RECORDS) return Promise.reject(new TrackingUnavailableError('the event log is not keeping up'));
    this.pending += events;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new TrackingUnavailableError('the event log did not answer in time')), PRODUCE_TIMEOUT_MS);
      // The event id travels in the value; a header repeating it would cost every record its encoding. A produce that
      // answers after the timeout only gives its events back to the pending count.
      const produced = (() => {
        try {
          return this.eventLog.produce(records.map(({ key, value }) => ({ topic: topics.tracking, key, value })));
        } catch (error) {
          return Promise.reject(error);
        }
      })();
      produced.then(
        () => {
          this.pending -= events;
          clearTimeout(timer);
          resolve();
        },
        () => {
          this.pending -= events;
          clearTimeout(timer);
          reject(new TrackingUnavailableError('the event log refused the events'));
        },
      );
    });
  }
}
