import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { LoginRequiredError } from '../../../common/auth/login-required.error';
import { ProfileReader } from '../../infra/profile-reader';
import type { ProfileDto } from '../../queries/get-profile/get-profile.query';
import { UpdateDetailsCommand } from './update-details.command';

/**
 * Changes the user's username, email and date of birth. Uniqueness is the database's: a name or address another
 * account holds is a 409 naming the field, and nothing changes.
 */
@CommandHandler(UpdateDetailsCommand)
export class UpdateDetailsHandler implements ICommandHandler<UpdateDetailsCommand, ProfileDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly profiles: ProfileReader,
  ) {}

  async execute({ userId, form }: UpdateDetailsCommand): Promise<ProfileDto> {
    const dob = form.dob === undefined ? {} : { dob: form.dob === null ? null : new Date(`${form.dob}T00:00:00Z`) };
    try {
      const { count } = await this.prisma.user.updateMany({
        where: { id: userId, deletedAt: null },
        data: { username: form.username, email: form.email, ...dob },
      });
      if (count !== 1) throw new LoginRequiredError();
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw takenError(error);
      throw error;
    }
    return this.profiles.read(userId);
  }
}

function takenError(error: Prisma.PrismaClientKnownRequestError): DomainError {
  const email = JSON.stringify(error.meta ?? {}).includes('email');
  return email
    ? new DomainError('conflict', 'EMAIL_TAKEN', 'Another account already uses that email address.', [{ field: 'email', message: 'is already used by another account' }])
    : new DomainError('conflict', 'USERNAME_TAKEN', 'That username is taken. Please choose another.', [{ field: 'username', message: 'is taken' }]);
}
