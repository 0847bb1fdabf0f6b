import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../common/auth/signed-in';

/** Answers whether the user had saved the ad. */
export class RemoveNativeAdCommand extends Command<{ removed: boolean }> {
  constructor(
    readonly user: SignedInUser,
    readonly adId: number,
  ) {
    super();
  }
}
