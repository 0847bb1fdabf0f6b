import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { envelope, eventIdFor } from '@emberhold/contracts';
import { EPHEMERAL_STORE, type EphemeralStore } from '@emberhold/platform';
import { pathOf, subtagFor } from '../../domain/subtag';
import { eventContext } from '../../infra/tracking-context';
import { TrackingProducer } from '../../infra/tracking-producer';
import { GetSubtagQuery } from './get-subtag.query';

/** A session lasts about a day (spec section 9); its subtags are recorded once within that. */
const ISSUED_FLAG_TTL_MS = 26 * 60 * 60_000;

/**
 * The subtag for a session's affiliate links. Issuing one is recorded once (subtag.issued) so an earnings report
 * that names the subtag can be traced to the channel and pages it came from.
 */
@QueryHandler(GetSubtagQuery)
export class GetSubtagHandler implements IQueryHandler<GetSubtagQuery, { subtag: string }> {
  constructor(
    private readonly producer: TrackingProducer,
    @Inject(EPHEMERAL_STORE) private readonly flags: EphemeralStore,
  ) {}

  async execute({ session, referrer, prevUrl, currentUrl, context }: GetSubtagQuery): Promise<{ subtag: string }> {
    const { subtag, channel, referrerHost } = subtagFor({ session, referrer, currentUrl });
    const payload = { subtag, channel, referrer_host: referrerHost, prev_path: pathOf(prevUrl), current_path: pathOf(currentUrl) };
    const event = envelope('subtag.issued', 1, payload, eventContext(context), { id: eventIdFor(`subtag:${session}:${subtag}`) });
    const flag = `subtag:${session}:${subtag}`;
    if (await this.flags.setIfAbsent(flag, ISSUED_FLAG_TTL_MS)) {
      try {
        await this.producer.send([{ key: `session:${session}`, event }]);
      } catch (error) {
        await this.flags.delete(flag).catch(() => undefined);
        throw error;
      }
    }
    return { subtag };
  }
}
