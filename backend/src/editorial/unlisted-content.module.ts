import { Module } from '@nestjs/common';
import { CachePurgeModule } from '../cache-purge/cache-purge.public';
import { MediaFiles } from '../common/images/media-files';
import { StaffModule } from '../staff/staff.public';
import { PreviewEmbedHttpController } from './unlisted-content/commands/preview-embed/preview-embed.http.controller';
import { SaveUnlistedContentHttpController } from './unlisted-content/commands/save-unlisted-content/save-unlisted-content.http.controller';
import { UploadUnlistedImageHttpController } from './unlisted-content/commands/upload-unlisted-image/upload-unlisted-image.http.controller';
import { UnlistedContentPages } from './unlisted-content/infra/unlisted-content-pages';
import { UnlistedImages } from './unlisted-content/infra/unlisted-images';
import { GetUnlistedContentHttpController } from './unlisted-content/queries/get-unlisted-content/get-unlisted-content.http.controller';

/**
 * Unlisted content (/unlisted-content/{id}/, spec sections 2, 5, 7 and 9): sponsored pages for a campaign, reachable
 * by address, never listed. Admins read, create and change them (GET /api/user/unlisted-content/{id|new} and the
 * list, POST .../create), upload their 640x534 image (POST .../image) and preview embed code (POST .../embed-preview).
 */
@Module({
  imports: [StaffModule, CachePurgeModule],
  controllers: [
    // The fixed paths before GET :id.
    SaveUnlistedContentHttpController,
    UploadUnlistedImageHttpController,
    PreviewEmbedHttpController,
    GetUnlistedContentHttpController,
  ],
  providers: [MediaFiles, UnlistedImages, UnlistedContentPages],
})
export class UnlistedContentModule {}
