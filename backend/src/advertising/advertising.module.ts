import { Module } from '@nestjs/common';
import { ChangeCreativeStatusHandler } from './commands/change-creative-status/change-creative-status.handler';
import { ChangeCreativeStatusHttpController } from './commands/change-creative-status/change-creative-status.http.controller';
import { SaveLeadHandler } from './commands/save-lead/save-lead.handler';
import { SaveLeadHttpController } from './commands/save-lead/save-lead.http.controller';
import { ListUnapprovedHandler } from './queries/list-unapproved/list-unapproved.handler';
import { ListUnapprovedHttpController } from './queries/list-unapproved/list-unapproved.http.controller';

/**
 * Self-serve advertising (spec sections 2-9, advertising): so far the pitch page's leads, the creative lifecycle on
 * the server (approve, disapprove with a reason, pause, resume), the approval queue, and the native ads the lifecycle
 * puts into and takes out of the lists.
 */
@Module({
  controllers: [SaveLeadHttpController, ListUnapprovedHttpController, ChangeCreativeStatusHttpController],
  providers: [SaveLeadHandler, ListUnapprovedHandler, ChangeCreativeStatusHandler],
})
export class AdvertisingModule {}
