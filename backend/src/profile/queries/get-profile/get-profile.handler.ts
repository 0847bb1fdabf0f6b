import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProfileReader } from '../../infra/profile-reader';
import { GetProfileQuery, type ProfileDto } from './get-profile.query';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, ProfileDto> {
  constructor(private readonly profiles: ProfileReader) {}

  execute({ userId }: GetProfileQuery): Promise<ProfileDto> {
    return this.profiles.read(userId);
  }
}
