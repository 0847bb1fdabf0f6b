import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { SubmitProductCommand } from './submit-product.command';

/**
 * Puts a product a logged-in user suggests into the editorial queue (the pitch queue staff pitches go to), pending an
 * editor's review; the user is the session's, never the body's.
 */
@CommandHandler(SubmitProductCommand)
export class SubmitProductHandler implements ICommandHandler<SubmitProductCommand, { submissionId: number }> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ viewer, body }: SubmitProductCommand): Promise<{ submissionId: number }> {
    const submission = await this.prisma.pitchPost.create({
      data: {
        createdById: viewer.userId,
        source: 'user',
        title: body.title,
        productLink: body.link,
        price: body.price,
        comments: body.description,
        images: body.image === '' ? [] : [body.image],
      },
      select: { id: true },
    });
    return { submissionId: submission.id };
  }
}
