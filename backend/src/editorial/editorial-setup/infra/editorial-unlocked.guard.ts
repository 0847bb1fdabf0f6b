import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { LoginRequiredError } from '../../../common/auth/login-required.error';
import { ViewerResolver } from '../../../common/auth/viewer';
import { EditorialLockedError } from '../domain/editorial-feature';
import { EditorialLock } from './editorial-lock';

/**
 * After AdminGuard on every setup call but unlock: a login session that has not been unlocked with the editorial
 * password (or whose 30 minutes have passed) gets 403 EDITORIAL_LOCKED before anything it sent is read.
 */
@Injectable()
export class EditorialUnlockedGuard implements CanActivate {
  constructor(
    private readonly viewers: ViewerResolver,
    private readonly lock: EditorialLock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const viewer = await this.viewers.fromRequest(context.switchToHttp().getRequest<FastifyRequest>());
    if (viewer === null) throw new LoginRequiredError();
    if (!(await this.lock.isUnlocked(viewer.sessionId))) throw new EditorialLockedError();
    return true;
  }
}
