import { createParamDecorator, type ExecutionContext, Injectable, type PipeTransform } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type Viewer, ViewerResolver } from './viewer';

/** The login session of a request as its viewer, or null for a visitor; it never refuses anyone. */
@Injectable()
export class ViewerOfRequestPipe implements PipeTransform<FastifyRequest, Promise<Viewer | null>> {
  constructor(private readonly viewers: ViewerResolver) {}

  transform(request: FastifyRequest): Promise<Viewer | null> {
    return this.viewers.fromRequest(request);
  }
}

const RequestOf = createParamDecorator((_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<FastifyRequest>());

/**
 * The viewer of a route that serves visitors and logged-in users alike (the advertiser funnel, shared boards, a boost
 * bought without an account, tracking): the login session's viewer, or null for a visitor. Routes for logged-in users
 * only take @SignedIn() behind SignedInGuard; staff and admin routes have their guards.
 */
export const CurrentViewer = (): ParameterDecorator => RequestOf(ViewerOfRequestPipe);
