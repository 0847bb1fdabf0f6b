import { Module } from '@nestjs/common';
import { CachePurgeModule } from '../cache-purge/cache-purge.public';
import { CatalogueModule } from '../catalogue/catalogue.public';
import { MediaFiles } from '../common/images/media-files';
import { StaffModule } from '../staff/staff.public';
import { PitchPostHandler } from './pitch-queue/commands/pitch-post/pitch-post.handler';
import { PitchPostHttpController } from './pitch-queue/commands/pitch-post/pitch-post.http.controller';
import { PublishPitchHandler } from './pitch-queue/commands/publish-pitch/publish-pitch.handler';
import { PublishPitchHttpController } from './pitch-queue/commands/publish-pitch/publish-pitch.http.controller';
import { RejectPitchHandler } from './pitch-queue/commands/reject-pitch/reject-pitch.handler';
import { RejectPitchHttpController } from './pitch-queue/commands/reject-pitch/reject-pitch.http.controller';
import { UploadPitchImageHttpController } from './pitch-queue/commands/upload-pitch-image/upload-pitch-image.http.controller';
import { PitchImages } from './pitch-queue/infra/pitch-images';
import { GetPitchQueueHandler } from './pitch-queue/queries/get-pitch-queue/get-pitch-queue.handler';
import { GetPitchQueueHttpController } from './pitch-queue/queries/get-pitch-queue/get-pitch-queue.http.controller';
import { ListGuidesHttpController } from './pitch-queue/queries/list-guides/list-guides.http.controller';

/**
 * The editorial queue (/admin/pitchpost/): staff pitches and users' submissions, published into posts or rejected.
 * Publishing changes the lists, guides, search and sitemap: it purges them from every API process (SitePurger) and
 * refreshes the search's title vocabulary.
 */
@Module({
  imports: [StaffModule, CachePurgeModule, CatalogueModule],
  // The fixed paths (queue, image) before the parameterised ones.
  controllers: [GetPitchQueueHttpController, ListGuidesHttpController, UploadPitchImageHttpController, PitchPostHttpController, PublishPitchHttpController, RejectPitchHttpController],
  providers: [MediaFiles, PitchImages, PitchPostHandler, PublishPitchHandler, RejectPitchHandler, GetPitchQueueHandler],
})
export class PitchQueueModule {}
