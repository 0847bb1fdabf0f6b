import { Module } from '@nestjs/common';

/** Unlisted content (/unlisted-content/{id}/): sponsored pages for a campaign, reachable by address, never listed. */
@Module({})
export class UnlistedContentModule {}
