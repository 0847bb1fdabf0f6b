import { Module } from '@nestjs/common';

/** The editorial feature (/promo-setup/): the editorial password, the feature lists show at position 5 (gifts) and 4 (related). */
@Module({})
export class EditorialSetupModule {}
