import { Module } from '@nestjs/common';
import { EditorialSetupModule } from './editorial-setup.module';
import { PitchQueueModule } from './pitch-queue.module';
import { UnlistedContentModule } from './unlisted-content.module';

/**
 * The editors' tools (spec sections 2, 5, 6 and 7): the editorial feature behind its password, the pitch queue that
 * becomes published posts, and unlisted content pages. Each changes what pages show, so each purges the pages it
 * changed from every API process's caches (cache-purge's SitePurger) once its change has committed.
 */
@Module({
  imports: [EditorialSetupModule, PitchQueueModule, UnlistedContentModule],
})
export class EditorialModule {}
