import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GuideDirectory } from '../../../catalogue/catalogue.public';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
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
    private readonly outbox: OutboxTransactions,
    private readonly guides: GuideDirectory,
  ) {}

  async execute({ user, target, rating }: RateCommand): Promise<RateResult> {
    const { aggregate, changed } = await this.outbox.run(async (tx, record) => {
      const current = await holdTarget(tx, target);
      if (!current) throw new RatingTargetNotFoundError(target.kind);
      const previous = await ownRating(tx, user.userId, target);
      if (previous?.value === rating) return { aggregate: current, changed: false };
      if (previous) await tx.rating.update({ where: { id: previous.id }, data: { value: rating } });
      else await tx.rating.create({ data: { userId: user.userId, [ratingColumn[target.kind]]: target.id, value: rating } });
      const aggregate = nextAggregate(current, previous?.value ?? null, rating);
      await writeAggregate(tx, target, aggregate);
      record(ratingSetFact(target, rating, previous?.value ?? null, user.context));
      return { aggregate, changed: true };
    });
    // Gift lists read a guide's figure from the guide tree the catalogue keeps for 30 s; this process shows the
    // new one from its next render on (other API processes within those 30 s).
    if (changed && target.kind === 'gift_guide') this.guides.forget();
    return { rating, aggregate };
  }
}
