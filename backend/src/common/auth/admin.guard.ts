import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { LoginRequiredError } from './login-required.error';
import { ViewerResolver } from './viewer';

export class AdminOnlyError extends DomainError {
  constructor() {
    super('forbidden', 'ADMIN_ONLY', 'You do not have access to view this page.');
  }
}

/** Admin work (spec section 6: the access flag): 401 without a login session, 403 for anyone else. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly viewers: ViewerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const viewer = await this.viewers.fromRequest(context.switchToHttp().getRequest<FastifyRequest>());
    if (viewer === null) throw new LoginRequiredError();
    if (!viewer.access) throw new AdminOnlyError();
    return true;
  }
}
