import { Module } from '@nestjs/common';

/** Profile (spec sections 2, 4, 5): the logged-in user's details, profile image and account deletion. */
@Module({})
export class ProfileModule {}
