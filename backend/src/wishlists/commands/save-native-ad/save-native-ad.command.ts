import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../common/auth/signed-in';
import type { SaveNativeAdBody } from './save-native-ad.dto';

export interface SaveNativeAdResult {
  ad_id: number;
  wishlist_id: number | null;
  /** False when the user had saved the ad already (it may have moved board). */
  added: boolean;
}

export class SaveNativeAdCommand extends Command<SaveNativeAdResult> {
  constructor(
    readonly user: SignedInUser,
    readonly body: SaveNativeAdBody,
  ) {
    super();
  }
}
