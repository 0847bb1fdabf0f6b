import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { DomainError, type DomainErrorKind } from '@emberhold/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './api-response';

const statusByKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unsupported_media_type: 415,
  unavailable: 503,
};

/** The one place errors become HTTP: the spec's envelope, the request id, and no internals for 5xx. */
@Catch()
export class DomainExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body } = this.toResponse(exception, String(request.id));
    void reply.status(status).send(body);
  }

  /** The status and body for any error: shared with the Fastify-level handler for errors before routing. */
  toResponse(exception: unknown, requestId: string): { status: number; body: Record<string, unknown> } {
    if (exception instanceof DomainError) {
      return {
        status: statusByKind[exception.kind],
        body: {
          ...failure(exception.message, exception.fields.length ? { errors: exception.fields } : {}),
          code: exception.code,
          request_id: requestId,
        },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? exception.message);
      return { status, body: { ...failure(status === 404 ? 'Not found' : message), request_id: requestId } };
    }
    const fastifyError = exception as { statusCode?: number; message?: string };
    if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type) keep their status.
      return { status: fastifyError.statusCode, body: { ...failure(fastifyError.message ?? 'Bad request'), request_id: requestId } };
    }
    this.logger.error({ err: exception, requestId }, 'unhandled error');
    return { status: 500, body: { ...failure('Something went wrong on our side. Please try again.'), request_id: requestId } };
  }
}
