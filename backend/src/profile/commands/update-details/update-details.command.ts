import { Command } from '@nestjs/cqrs';
import type { UpdateDetailsBody } from './update-details.dto';
import type { ProfileDto } from '../../queries/get-profile/get-profile.query';

export class UpdateDetailsCommand extends Command<ProfileDto> {
  constructor(
    readonly userId: number,
    readonly form: UpdateDetailsBody,
  ) {
    super();
  }
}
