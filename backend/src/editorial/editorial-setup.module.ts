import { Module } from '@nestjs/common';
import { CachePurgeModule } from '../cache-purge/cache-purge.public';
import { MediaFiles } from '../common/images/media-files';
import { StaffModule } from '../staff/staff.public';
import { SaveFeatureHttpController } from './editorial-setup/commands/save-feature/save-feature.http.controller';
import { UnlockEditorialSetupHttpController } from './editorial-setup/commands/unlock/unlock.http.controller';
import { UploadFeatureImageHttpController } from './editorial-setup/commands/upload-image/upload-image.http.controller';
import { EditorialFeatures } from './editorial-setup/infra/editorial-features';
import { EditorialImages } from './editorial-setup/infra/editorial-images';
import { EditorialLock } from './editorial-setup/infra/editorial-lock';
import { EditorialUnlockedGuard } from './editorial-setup/infra/editorial-unlocked.guard';
import { ListFeaturesHttpController } from './editorial-setup/queries/list-features/list-features.http.controller';

/**
 * The editorial feature (/promo-setup/): the editorial password (on top of being an admin), the feature lists show at
 * position 5 (gifts) and 4 (related), its card's image, and the unlisted post each feature's card shows. Saves and
 * ends record their audit entries and purge the lists from every API process's caches.
 */
@Module({
  imports: [StaffModule, CachePurgeModule],
  controllers: [UnlockEditorialSetupHttpController, UploadFeatureImageHttpController, ListFeaturesHttpController, SaveFeatureHttpController],
  providers: [MediaFiles, EditorialLock, EditorialUnlockedGuard, EditorialImages, EditorialFeatures],
})
export class EditorialSetupModule {}
