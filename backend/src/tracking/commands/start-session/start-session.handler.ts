import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { envelope, eventIdFor, scrollVariantFor, type StartSessionResponse } from '@emberhold/contracts';
import { hostOf } from '../../domain/subtag';
import { eventContext } from '../../infra/tracking-context';
import { TrackingProducer } from '../../infra/tracking-producer';
import { StartSessionCommand } from './start-session.command';

/**
 * A visit begins: the site's own session id is kept (it also seeds the random sort) or a new one is made, and a
 * session.started fact records first-time versus returning, where the visit came from and the screen. The user is
 * the login session's, never the one the body names.
 *
 * The anonymous visitor id (the user_id cookie's) is kept when the browser brings one, else made here; the visit's
 * list variant is the one the site shows (its cookie or a forced one), else the visitor id's hash (first visits), and
 * both ride on session.started so analysts can compare the variants.
 */
@CommandHandler(StartSessionCommand)
export class StartSessionHandler implements ICommandHandler<StartSessionCommand, Omit<StartSessionResponse, 'meta'>> {
  constructor(private readonly producer: TrackingProducer) {}

  async execute({ body, context, visitedBefore, visitorId: keptVisitorId }: StartSessionCommand): Promise<Omit<StartSessionResponse, 'meta'>> {
    const sessionId = body.session_id ?? randomBytes(16).toString('hex');
    const visitorId = keptVisitorId ?? randomBytes(16).toString('hex');
    const scrollVariant = body.scroll_variant ?? scrollVariantFor(visitorId);
    const sessionType = visitedBefore ? 'returning' : 'first_time';
    const device = body.device !== 'unknown' ? body.device : context.device;
    const payload = {
      session_type: sessionType,
      referrer_host: hostOf(body.referrer),
      device_width: body.device_width ?? null,
      device_height: body.device_height ?? null,
      visitor_id: visitorId,
      scroll_variant: scrollVariant,
    } as const;
    const event = envelope('session.started', 1, payload, { ...eventContext(context), session_id: sessionId, device }, { id: eventIdFor(`session:${sessionId}`) });
    await this.producer.send([{ key: `session:${sessionId}`, event }]);
    return { session_id: sessionId, user_id: context.viewer?.userId ?? null, session_type: sessionType, visitor_id: visitorId, scroll_variant: scrollVariant };
  }
}
