import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { ValidationFailedError } from '@emberhold/contracts';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Infrastructure } from '@emberhold/runtime';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { DomainExceptionFilter } from './common/http/domain-exception.filter';
import { describeZodBodies } from './common/http/openapi-bodies';
import { registerEdgeChecks, registerProtectiveHeaders } from './common/http/edge';
import { parseStrictForm, PATH_UNREADABLE } from './common/http/hostile-input';
import { trustProxySetting } from './common/http/site-address';
import { PinoNestLogger } from '@emberhold/runtime';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify binds a route to the error handler present when the route is registered, and Nest installs its own
 * only after registering every route, so errors raised before a handler runs (malformed JSON, an oversized or
 * unsupported body) would get Fastify's default body. Ours is installed first and kept.
 */
class ApiFastifyAdapter extends FastifyAdapter {
  override setErrorHandler(): ReturnType<FastifyAdapter['setErrorHandler']> {
    return this.getInstance();
  }
}

/** Builds the API (and, in the embedded mode, the workers) on Fastify, without listening. */
export async function createApp(
  infrastructure: Infrastructure,
  logger: Logger,
  options: { withPipeline: boolean },
): Promise<NestFastifyApplication> {
  const errors = new DomainExceptionFilter();
  const adapter = new ApiFastifyAdapter({
    loggerInstance: logger,
    // A caller's request id is kept when it looks like one, so a trace can cross the load balancer.
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // The spec's API paths end in a slash (/api/lists/{sort}/{page}/); both forms reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
    // X-Forwarded-For, -Host and -Proto count only from the proxies the deployment names (TRUSTED_PROXIES): anyone
    // can send them, and the client address drives every per-address limit.
    trustProxy: trustProxySetting(infrastructure.config.TRUSTED_PROXIES),
    // A path the router cannot decode (a lone surrogate's bytes, broken percent-encoding) is refused there, before any
    // hook: it gets the same envelope as every other refusal.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = errors.toResponse(new ValidationFailedError(`path: ${PATH_UNREADABLE}`, [{ field: 'path', message: PATH_UNREADABLE }]), String(request.id));
      void reply.status(error.statusCode && error.statusCode < 500 ? error.statusCode : status).send(body);
    },
  });
  const fastify = adapter.getInstance();
  // A route that takes a larger body says so with @RouteConfig({ bodyLimit }) (the profile image upload); Nest has no
  // decorator for Fastify's own route option.
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
  // A callback hook rather than an async one: it runs on every response, and a promise per call shows under load.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  fastify.setErrorHandler((error, request, reply) => {
    const { status, body } = errors.toResponse(error, String(request.id));
    void reply.status(status).send(body);
  });
  registerEdgeChecks(fastify, infrastructure.config);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(infrastructure, options), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
    // JSON bodies keep their bytes as request.rawBody (Nest reads them as a buffer anyway): Stripe's webhook signature
    // covers the bytes, not the parsed object.
    rawBody: true,
  });
  app.useGlobalFilters(errors);
  // Forms are parsed strictly (broken or non-UTF-8 percent-encoding is a 400 naming the field), in place of Nest's
  // lenient default. The parser is async: Nest's adapter completes a two-argument parser only through its promise.
  // JSON keeps Nest's parser (secure-json-parse: __proto__ and constructor keys are refused).
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: 1024 * 1024 }, async (_request: unknown, body: Buffer) => parseStrictForm(body.toString('utf8')));
  // JSON and pages are compressed on the way out (gzip: cheap enough per request; brotli only for the site's
  // assets, which the build compresses once and the site module serves as they are).
  await registerProtectiveHeaders(fastify, infrastructure.config);
  await app.register(fastifyCompress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  // Nest's Fastify adapter parses JSON and form-encoded bodies (login and register take the latter, spec section 7).
  await app.register(fastifyCookie);
  // Multipart forms (the creative editor's image upload and its form) are read by the routes that take them
  // (common/http/multipart-form.ts, with their own limits); these ceilings hold for every route.
  await app.register(fastifyMultipart, { limits: { fileSize: 8 * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21, headerPairs: 100 } });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Emberhold Gifts API')
      .setDescription('Catalogue, accounts, wishlists, tracking and self-serve advertising.')
      .setVersion('1')
      .build(),
  );
  // The routes declare their bodies and queries only as zod schemas (ZodPipe): the document gets them from there.
  describeZodBodies(app, document);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  await app.init();
  return app;
}
