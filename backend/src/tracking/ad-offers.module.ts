import { Module } from '@nestjs/common';
import { AdOffers } from './infra/ad-offers';

/** The native-ad offers alone, for the contexts that hand ads out (the catalogue's native-ad list). */
@Module({ providers: [AdOffers], exports: [AdOffers] })
export class AdOffersModule {}
