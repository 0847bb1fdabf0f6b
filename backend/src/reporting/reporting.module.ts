import { Module } from '@nestjs/common';
import { GetPostDebugHandler } from './queries/get-post-debug/get-post-debug.handler';
import { GetPostDebugHttpController } from './queries/get-post-debug/get-post-debug.http.controller';

/** Figures read back from the analytics store: the staff debug record (and, next, the advertiser dashboard). */
@Module({
  controllers: [GetPostDebugHttpController],
  providers: [GetPostDebugHandler],
})
export class ReportingModule {}
