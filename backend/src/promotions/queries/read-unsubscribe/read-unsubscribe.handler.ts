import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { OutboxMail } from '../../../common/mail/outbox-mail';
import { addressOfToken } from '../../commands/unsubscribe/unsubscribe.handler';
import { ReadUnsubscribeQuery } from './read-unsubscribe.query';

@QueryHandler(ReadUnsubscribeQuery)
export class ReadUnsubscribeHandler implements IQueryHandler<ReadUnsubscribeQuery, { email: string; unsubscribed: boolean }> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly outboxMail: OutboxMail,
  ) {}

  async execute({ token }: ReadUnsubscribeQuery): Promise<{ email: string; unsubscribed: boolean }> {
    const email = addressOfToken(this.outboxMail, token);
    const suppressed = await this.prisma.mailSuppression.findUnique({ where: { email }, select: { email: true } });
    return { email, unsubscribed: suppressed !== null };
  }
}
