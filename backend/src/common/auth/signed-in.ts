import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { EventContext } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { VisitorCountry } from '../geo/visitor-country';
import { deviceOf } from '../http/visitor-context';
import { LoginRequiredError } from './login-required.error';
import { type Viewer, ViewerResolver } from './viewer';

/** The logged-in user behind a call (wishlists, ratings, profile, submissions), and the envelope context of the facts the call records. */
export interface SignedInUser {
  userId: number;
  context: EventContext;
  /** The login session's viewer, for the calls that need its flags or CSRF token. */
  viewer: Viewer;
}

const resolved = new WeakMap<FastifyRequest, SignedInUser>();

/**
 * Every logged-in-only call acts for the login session's user (spec section 6), never for an id in the body. A visitor gets
 * the spec's 401, so the site opens its login/register modal; as a guard it answers before any body is validated.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    private readonly viewers: ViewerResolver,
    private readonly countries: VisitorCountry,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const viewer = await this.viewers.fromRequest(request);
    if (viewer === null) throw new LoginRequiredError();
    resolved.set(request, {
      userId: viewer.userId,
      // These calls happen outside a tracked visit: no session id; the country as the server tells it (common/geo).
      context: {
        session_id: null,
        user_id: viewer.userId,
        country: this.countries.forTracking(request),
        device: deviceOf(request.headers['user-agent']),
      },
      viewer,
    });
    return true;
  }
}

/** The user SignedInGuard let through. */
export const SignedIn = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInUser => {
  const user = resolved.get(context.switchToHttp().getRequest<FastifyRequest>());
  if (!user) throw new LoginRequiredError();
  return user;
});
