import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { analystFiles, writeOwnerOnly, type AnalystEndpoint } from '@emberhold/analytics';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The analyst endpoint's bearer token: a new random one at every start, written to `<data dir>/analyst-token`
 * readable by its owner only (0600), so whoever can read the product's data directory (its own user, or root) can
 * query, and nobody else on the machine. Once listening, the product also records its address there
 * (`analyst-endpoint.json`) for `npm run analytics`; both files are removed at shutdown.
 */
@Injectable()
export class AnalystToken implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('analyst');
  private readonly token = randomBytes(32).toString('base64url');
  private readonly expected = digest(this.token);
  private readonly tokenFile: string;
  private readonly endpointFile: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.tokenFile = join(config.dataDir, analystFiles.token);
    this.endpointFile = join(config.dataDir, analystFiles.endpoint);
  }

  onModuleInit(): void {
    writeOwnerOnly(this.tokenFile, `${this.token}\n`);
  }

  /** The HTTP server listens after the app has booted (main.ts): its address is recorded when it does. */
  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server || typeof server.on !== 'function') return;
    const record = () => this.recordAddress(server);
    if (server.listening) record();
    else server.once('listening', record);
  }

  onApplicationShutdown(): void {
    this.removeIfOurs(this.tokenFile, (text) => text.trim() === this.token);
    this.removeIfOurs(this.endpointFile, (text) => text.includes(`"pid":${process.pid},`));
  }

  /** Whether an Authorization header carries this start's token (compared in constant time). */
  matches(authorization: string | undefined): boolean {
    const presented = BEARER.exec(authorization?.trim() ?? '')?.[1];
    return presented !== undefined && timingSafeEqual(digest(presented), this.expected);
  }

  private recordAddress(server: Server): void {
    const address = server.address();
    if (!address || typeof address === 'string') return;
    // The endpoint answers loopback callers only: a wildcard address is reached on the loopback interface.
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? '127.0.0.1'
        : address.family === 'IPv6' || address.address.includes(':')
          ? `[${address.address}]`
          : address.address;
    const endpoint: AnalystEndpoint = { pid: process.pid, url: `http://${host}:${address.port}/` };
    try {
      writeOwnerOnly(this.endpointFile, `${JSON.stringify(endpoint)}\n`);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not record the analyst endpoint address');
    }
  }

  private removeIfOurs(file: string, ours: (text: string) => boolean): void {
    try {
      if (ours(readFileSync(file, 'utf8'))) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  }
}
