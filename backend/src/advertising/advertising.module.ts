import { Module } from '@nestjs/common';
import { ChangeCreativeStatusHandler } from './commands/change-creative-status/change-creative-status.handler';
import { ChangeCreativeStatusHttpController } from './commands/change-creative-status/change-creative-status.http.controller';
import { ListUnapprovedHandler } from './queries/list-unapproved/list-unapproved.handler';
import { ListUnapprovedHttpController } from './queries/list-unapproved/list-unapproved.http.controller';

/**
 * Self-serve advertising (spec sections 2-9, advertising): so far the creative lifecycle on the server (approve,
 * disapprove with a reason, pause, resume), the approval queue, and the native ads the lifecycle puts into and takes
 * out of the lists.
 */
@Module({
  controllers: [ListUnapprovedHttpController, ChangeCreativeStatusHttpController],
  providers: [ListUnapprovedHandler, ChangeCreativeStatusHandler],
})
export class AdvertisingModule {}
