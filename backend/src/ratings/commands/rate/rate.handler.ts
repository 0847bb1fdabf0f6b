import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { GuideDirectory } from '../../../catalogue/catalogue.public';
import { appendToOutbox } from '../../../common/outbox/outbox';
import { OutboxWrittenEvent } from '../../../common/outbox/outbox-written.event';
import { nextAggregate } from '../../domain/rating-aggregate';
import { RatingTargetNotFoundError } from '../../domain/rating-errors';
import { ratingSetFact } from '../../domain/rating-facts';
import { holdTarget, ownRating, ratingColumn, writeAggregate } from '../../infra/rating-rows';
import { RateCommand, type RateResult } from './rate.command';

/**
 * Sets or changes the user's rating and the target's aggregate in one transaction, with a `rating.set` fact. The
 * target's row lock orders concurrent raters, so no rating is counted twice or lost. The same stars again change
 * nothing and record nothing.
 */
@CommandHandler(RateCommand)
export class RateHandler implements ICommandHandler<RateCommand, RateResult> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly events: EventBus,
    private readonly guides: GuideDirectory,
  ) {}

  async execute({ user, target, rating }: RateCommand): Promise<RateResult> {
    const { aggregate, eventIds } = await this.prisma.$transaction(async (tx) => {
      const current = await holdTarget(tx, target);
      if (!current) throw new RatingTargetNotFoundError(target.kind);
      const previous = await ownRating(tx, user.userId, target);
      if (previous?.value === rating) return { aggregate: current, eventIds: [] };
      if (previous) await tx.rating.update({ where: { id: previous.id }, data: { value: rating } });
      else await tx.rating.create({ data: { userId: user.userId, [ratingColumn[target.kind]]: target.id, value: rating } });
      const aggregate = nextAggregate(current, previous?.value ?? null, rating);
      await writeAggregate(tx, target, aggregate);
      const eventIds = await appendToOutbox(tx, [ratingSetFact(target, rating, previous?.value ?? null, user.context)]);
      return { aggregate, eventIds };
    });
    if (eventIds.length > 0) {
      this.events.publish(new OutboxWrittenEvent(eventIds));
      // Gift lists read a guide's figure from the guide tree the catalogue keeps for 30 s; this process shows the
      // new one from its next render on (other API processes within those 30 s).
      if (target.kind === 'gift_guide') this.guides.forget();
    }
    return { rating, aggregate };
  }
}
