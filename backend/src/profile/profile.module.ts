import { Module } from '@nestjs/common';
import { DeleteAccountHandler } from './commands/delete-account/delete-account.handler';
import { DeleteAccountHttpController } from './commands/delete-account/delete-account.http.controller';
import { UpdateDetailsHandler } from './commands/update-details/update-details.handler';
import { UpdateDetailsHttpController } from './commands/update-details/update-details.http.controller';
import { UploadProfileImageHandler } from './commands/upload-profile-image/upload-profile-image.handler';
import { UploadProfileImageHttpController } from './commands/upload-profile-image/upload-profile-image.http.controller';
import { MediaFiles } from '../common/images/media-files';
import { PortraitFiles } from './infra/portrait-files';
import { ProfileReader } from './infra/profile-reader';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler';
import { GetProfileHttpController } from './queries/get-profile/get-profile.http.controller';

/**
 * Profile (spec sections 2, 4, 5): the logged-in user's details, their portrait (re-encoded, stored under the media
 * directory, the default portrait when absent) and account deletion (anonymised in one transaction).
 */
@Module({
  controllers: [GetProfileHttpController, UpdateDetailsHttpController, UploadProfileImageHttpController, DeleteAccountHttpController],
  providers: [MediaFiles, ProfileReader, PortraitFiles, GetProfileHandler, UpdateDetailsHandler, UploadProfileImageHandler, DeleteAccountHandler],
})
export class ProfileModule {}
