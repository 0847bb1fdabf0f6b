import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { applyMigrations, createPrismaClient, type PrismaClient } from '@emberhold/db';
import { DEMO_PASSWORD, resolveSize, seedDatabase } from '@emberhold/seed';

/** A fresh database on the test server per scenario, so seeding really starts from empty. */
async function createDatabase(admin: PrismaClient, adminUrl: string, name: string): Promise<string> {
  await admin.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.$executeRawUnsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await applyMigrations(url.toString());
  return url.toString();
}

describe('seedDatabase against Postgres', () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run through the Jest global setup, which starts Postgres');
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const databases = [`seed_demo_${suffix}`, `seed_race_${suffix}`];
  let admin: PrismaClient;
  let mediaDir: string;
  const clients: PrismaClient[] = [];

  beforeAll(async () => {
    admin = createPrismaClient(adminUrl, { max: 1 });
    mediaDir = await mkdtemp(path.join(tmpdir(), 'emberhold-seed-media-'));
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.$disconnect()));
    for (const name of databases) await admin.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.$disconnect();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('fills an empty database with the demo catalogue once, and leaves it alone the second time', async () => {
    const prisma = createPrismaClient(await createDatabase(admin, adminUrl, databases[0]!), { max: 4 });
    clients.push(prisma);
    const stages = new Set<string>();
    const first = await seedDatabase({ prisma, mediaDir, size: 'demo', onProgress: ({ stage }) => stages.add(stage) });
    if (!first.seeded) throw new Error(`expected a seed, got ${first.reason}`);
    process.stderr.write(`[seed] demo catalogue seeded into Postgres in ${(first.durationMs / 1000).toFixed(1)} s\n`);

    const expected = resolveSize('demo');
    expect(await prisma.post.count()).toBe(expected.posts);
    expect(await prisma.post.count({ where: { status: 'published' } })).toBe(expected.posts);
    expect(await prisma.category.count()).toBeGreaterThanOrEqual(40);
    expect(await prisma.category.count({ where: { parentSlug: { not: null } } })).toBeGreaterThan(0);
    expect(await prisma.post.count({ where: { categories: { none: {} } } })).toBe(0);
    expect(await prisma.postImage.count()).toBe(first.counts.postImages);
    expect(await prisma.blogPost.count()).toBeGreaterThanOrEqual(30);
    expect(await prisma.giveaway.count()).toBeGreaterThanOrEqual(12);
    expect(await prisma.nativeAd.count()).toBeGreaterThanOrEqual(10);
    // Every running ad belongs to the demo advertiser's paid campaign; one more paid creative waits for approval.
    expect(await prisma.nativeAd.count({ where: { active: true, creative: { status: 'running', campaign: { advertiser: { email: 'advertiser@emberhold.test' } } } } }))
      .toBe(await prisma.nativeAd.count({ where: { active: true } }));
    expect(await prisma.creative.count({ where: { status: 'pending_approval' } })).toBe(1);
    // Every campaign fee is paid: the demo advertiser's campaigns, and the pitches staff passed on after their fee.
    expect(first.counts.passed_pitches).toBeGreaterThan(0);
    expect(await prisma.payment.count({ where: { status: 'succeeded', amountCents: 24_900 } })).toBe(first.counts.campaigns! + first.counts.passed_pitches!);
    expect(await prisma.wishlistItem.count()).toBe(first.counts.wishlistItems);
    expect(await prisma.user.count({ where: { email: { endsWith: '@emberhold.test' } } })).toBe(expected.readers + 3);
    for (const stage of ['images', 'posts', 'post_images', 'ratings']) expect(stages.has(stage)).toBe(true);

    const admin1 = await prisma.user.findUniqueOrThrow({ where: { email: 'admin@emberhold.test' } });
    expect(admin1.access).toBe(true);
    expect(await verify(admin1.passwordHash!, DEMO_PASSWORD)).toBe(true);

    const post = await prisma.post.findFirstOrThrow({ where: { id: 1 }, include: { images: true } });
    const files = await readdir(path.join(mediaDir, 'seed', 'p'));
    for (const image of post.images) expect(files).toContain(path.basename(image.src));

    // Sequences moved past the seeded ids, so the app can create rows right away.
    const created = await prisma.user.create({ data: { username: 'newcomer', email: 'newcomer@emberhold.test' } });
    expect(created.id).toBeGreaterThan(expected.readers + 3);
    const campaign = await prisma.campaign.create({ data: { tempId: 'after-the-seed' } });
    expect(campaign.id).toBeGreaterThan(first.counts.campaigns!);

    const second = await seedDatabase({ prisma, mediaDir, size: 'demo' });
    expect(second.seeded).toBe(false);
    expect(await prisma.post.count()).toBe(expected.posts);
  });

  it('seeds exactly once when two seeders start together on one empty database', async () => {
    const url = await createDatabase(admin, adminUrl, databases[1]!);
    const a = createPrismaClient(url, { max: 2 });
    const b = createPrismaClient(url, { max: 2 });
    clients.push(a, b);
    const results = await Promise.all([seedDatabase({ prisma: a, mediaDir, size: 120 }), seedDatabase({ prisma: b, mediaDir, size: 120 })]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(await a.post.count()).toBe(120);
  });
});
