import { Module } from '@nestjs/common';
import { ChangeCreativeStatusHandler } from './commands/change-creative-status/change-creative-status.handler';
import { ChangeCreativeStatusHttpController } from './commands/change-creative-status/change-creative-status.http.controller';

/**
 * Self-serve advertising (spec sections 2-9, advertising): so far the creative lifecycle on the server (approve,
 * disapprove with a reason, pause, resume) and the native ads it puts into and takes out of the lists.
 */
@Module({
  controllers: [ChangeCreativeStatusHttpController],
  providers: [ChangeCreativeStatusHandler],
})
export class AdvertisingModule {}
