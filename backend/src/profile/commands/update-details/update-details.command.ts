import { Command } from '@nestjs/cqrs';
import type { ProfileDetailsForm } from '../../domain/profile-forms';
import type { ProfileDto } from '../../queries/get-profile/get-profile.query';

export class UpdateDetailsCommand extends Command<ProfileDto> {
  constructor(
    readonly userId: number,
    readonly form: ProfileDetailsForm,
  ) {
    super();
  }
}
