import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { isStaff, ViewerResolver } from './viewer';

/** Editors and users with the access flag only (spec section 6): 401 without a login session, 403 for anyone else. */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(private readonly viewers: ViewerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const viewer = await this.viewers.fromRequest(context.switchToHttp().getRequest<FastifyRequest>());
    if (viewer === null) throw new DomainError('unauthenticated', 'LOGIN_REQUIRED', 'Please log in to see this.');
    if (!isStaff(viewer)) throw new DomainError('forbidden', 'STAFF_ONLY', 'You do not have access to view this page.');
    return true;
  }
}
