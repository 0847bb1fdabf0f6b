import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { applyMigrations, createPrismaClient, createSqlReader, type PrismaClient } from '@emberhold/db';
import { createTestDatabase, type TestDatabase } from '@emberhold/infra';
import { INFRASTRUCTURE, type Infrastructure, PRISMA, SQL_READER } from '@emberhold/runtime';
import { seedDatabase } from '@emberhold/seed';
import { NativeAdsModule } from '../src/advertising/advertising.public';
import { CatalogueModule } from '../src/catalogue/catalogue.public';
import { DomainExceptionFilter } from '../src/common/http/domain-exception.filter';

export interface CatalogueApp {
  app: NestFastifyApplication;
  prisma: PrismaClient;
  close(): Promise<void>;
}

/**
 * The catalogue API alone (and the native ads its lists show), on a freshly migrated and seeded Postgres database. Its caches are off unless
 * `cacheMs` gives CATALOGUE_CACHE_MS; the only other settings it reads are the signing secret of native-ad offers.
 */
export async function startCatalogueApp(options: { cacheMs?: number } = {}): Promise<CatalogueApp> {
  const database: TestDatabase = await createTestDatabase({ prefix: 'catalogue' });
  const mediaDir = mkdtempSync(join(tmpdir(), 'emberhold-catalogue-'));
  await applyMigrations(database.url);
  const prisma = createPrismaClient(database.url, { max: 4 });
  const reader = createSqlReader(database.url, { max: 4, prepare: true });
  await seedDatabase({ prisma, mediaDir, size: 120 });

  @Global()
  @Module({
    providers: [
      { provide: PRISMA, useValue: prisma },
      { provide: SQL_READER, useValue: reader },
      {
        provide: INFRASTRUCTURE,
        useValue: {
          config: { CATALOGUE_CACHE_MS: options.cacheMs ?? 0, SESSION_SECRET: 'catalogue-test-secret-0123456789abcdef', dataDir: mediaDir },
        } as unknown as Infrastructure,
      },
    ],
    exports: [PRISMA, SQL_READER, INFRASTRUCTURE],
  })
  class TestPrismaModule {}

  @Module({ imports: [TestPrismaModule, CqrsModule.forRoot(), CatalogueModule, NativeAdsModule] })
  class TestCatalogueModule {}

  const app = await NestFactory.create<NestFastifyApplication>(
    TestCatalogueModule,
    new FastifyAdapter({ routerOptions: { ignoreTrailingSlash: true } }),
    { logger: false },
  );
  app.useGlobalFilters(new DomainExceptionFilter());
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    prisma,
    close: async () => {
      await app.close();
      await prisma.$disconnect();
      await reader.close();
      await database.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
