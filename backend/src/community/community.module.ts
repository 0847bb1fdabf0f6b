import { Module } from '@nestjs/common';

/** Community (spec sections 2, 5, 7, 8): newsletter subscription with double opt-in, product submissions and giveaway entries. */
@Module({})
export class CommunityModule {}
