import { Module } from '@nestjs/common';

/** Ratings (spec sections 6 and 7): a logged-in user's stars for posts, gift guides and blog posts. */
@Module({})
export class RatingsModule {}
