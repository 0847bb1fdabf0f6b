import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { SubmitProductCommand } from './submit-product.command';

/** Stores a product a logged-in user suggests, pending an editor's review; the user is the session's, never the body's. */
@CommandHandler(SubmitProductCommand)
export class SubmitProductHandler implements ICommandHandler<SubmitProductCommand, { submissionId: number }> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ viewer, body }: SubmitProductCommand): Promise<{ submissionId: number }> {
    const submission = await this.prisma.productSubmission.create({
      data: {
        userId: viewer.userId,
        title: body.title,
        link: body.link,
        price: body.price,
        description: body.description,
        image: body.image === '' ? null : body.image,
      },
      select: { id: true },
    });
    return { submissionId: submission.id };
  }
}
