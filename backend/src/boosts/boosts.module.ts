import { Module } from '@nestjs/common';

/** Boosts (spec sections 2, 5 and 9): a dated boost of a post, its prices and date rules, and the daily rise in lists. */
@Module({})
export class BoostsModule {}
