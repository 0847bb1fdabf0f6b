import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { AFFILIATE_PROGRAMS, parseAffiliateReport, type AffiliateProgram } from '@emberhold/contracts';
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
    // The catalogue's posts are published; the back office adds the campaign's unlisted pages, never listed.
    expect(await prisma.post.count({ where: { status: 'published' } })).toBe(expected.posts);
    expect(await prisma.post.count({ where: { status: 'unlisted' } })).toBe(first.counts.unlistedPages);
    expect(first.counts.unlistedPages).toBe(2);
    expect(await prisma.post.count()).toBe(expected.posts + 2);
    expect(await prisma.category.count()).toBeGreaterThanOrEqual(40);
    expect(await prisma.category.count({ where: { parentSlug: { not: null } } })).toBeGreaterThan(0);
    expect(await prisma.post.count({ where: { status: 'published', categories: { none: {} } } })).toBe(0);
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
    for (const stage of ['images', 'posts', 'post_images', 'ratings', 'analyze']) expect(stages.has(stage)).toBe(true);
    // The planner knows the rows and their pages are marked visible before the first read, not when autovacuum
    // first comes by: the list pages walk their indexes from the first request.
    const tables = await prisma.$queryRawUnsafe<Array<{ relname: string; analyzed: boolean; vacuumed: boolean; estimated: number }>>(
      `SELECT s.relname, s.last_analyze IS NOT NULL AS analyzed, s.last_vacuum IS NOT NULL AS vacuumed, c.reltuples::float8 AS estimated
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname IN ('posts', 'post_categories', 'post_images')`,
    );
    expect(tables).toHaveLength(3);
    for (const table of tables) expect(table).toMatchObject({ analyzed: true, vacuumed: true });
    expect(tables.find((table) => table.relname === 'posts')!.estimated).toBe(expected.posts + 2);

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

    // Demo affiliates: the readers hold their own tags, the site's tags are nobody's; one payment voided with a reason.
    const refs = await prisma.affiliateRef.findMany({ select: { ref: true, program: true, user: { select: { email: true } } }, orderBy: { ref: 'asc' } });
    expect(refs.map((row) => [row.ref, row.program, row.user.email])).toEqual([
      ['emberholdpartner-20', 'us', 'reader2@emberhold.test'],
      ['emberholdreader-20', 'us', 'reader1@emberhold.test'],
      ['emberholdreader-21', 'uk', 'reader1@emberhold.test'],
    ]);
    const siteTags = Object.values(AFFILIATE_PROGRAMS).map((program) => program.tag);
    expect(await prisma.affiliateRef.count({ where: { ref: { in: siteTags } } })).toBe(0);
    const voided = await prisma.affiliatePayment.findMany({ where: { voidedAt: { not: null } } });
    expect(voided).toHaveLength(1);
    expect(voided[0]!.voidReason).toMatch(/twice/);
    expect(voided[0]!.voidedById).toBe(admin1.id);
    expect(await prisma.affiliatePayment.count({ where: { voidedAt: null } })).toBe(first.counts.affiliate_payments! - 1);
    expect(await prisma.staffAuditEntry.count({ where: { action: { startsWith: 'affiliate.' } } })).toBe(first.counts.affiliate_audit_entries);
    expect(await prisma.staffAuditEntry.count({ where: { action: 'affiliate.payment_void' } })).toBe(1);

    // A year of report files for the site's tags and the affiliates', queued for the import job, each one the parser
    // takes whole, with the program, tags, period and row count the import row records.
    const imports = await prisma.affiliateImport.findMany({ orderBy: { id: 'asc' } });
    expect(imports.length).toBe(first.counts.affiliate_imports);
    expect(imports.every((row) => row.status === 'queued' && row.source === 'folder')).toBe(true);
    const covered = new Set<string>();
    const months = new Set<string>();
    let subtagRows = 0;
    for (const row of imports) {
      const report = parseAffiliateReport(row.content, { program: row.program as AffiliateProgram });
      expect([report.program, report.tags, report.rows.length]).toEqual([row.program, row.tags, row.rows]);
      expect([report.period_from, report.period_to]).toEqual([row.periodFrom!.toISOString().slice(0, 10), row.periodTo!.toISOString().slice(0, 10)]);
      for (const line of report.rows) {
        covered.add(line.tag);
        months.add(line.period.slice(0, 7));
        expect(line.shipped_units).toBeLessThanOrEqual(line.ordered_units);
        if (Number(line.sales_amount) > 0) expect(Number(line.commission) / Number(line.sales_amount)).toBeLessThanOrEqual(0.051);
        if (line.subtag.startsWith('emb-')) subtagRows++;
      }
    }
    expect([...covered].sort()).toEqual([...siteTags, ...refs.map((row) => row.ref)].sort());
    expect(months.size).toBe(12);
    expect(months.has(new Date().toISOString().slice(0, 7))).toBe(false);
    expect(subtagRows).toBeGreaterThan(0);
    expect(new Set(imports.map((row) => row.content.split(/\r?\n/)[1]!.includes('\t') ? 'tsv' : 'csv'))).toEqual(new Set(['tsv', 'csv']));

    const second = await seedDatabase({ prisma, mediaDir, size: 'demo' });
    expect(second.seeded).toBe(false);
    expect(await prisma.post.count()).toBe(expected.posts + 2);
  });

  it('seeds exactly once when two seeders start together on one empty database', async () => {
    const url = await createDatabase(admin, adminUrl, databases[1]!);
    const a = createPrismaClient(url, { max: 2 });
    const b = createPrismaClient(url, { max: 2 });
    clients.push(a, b);
    const results = await Promise.all([seedDatabase({ prisma: a, mediaDir, size: 120 }), seedDatabase({ prisma: b, mediaDir, size: 120 })]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(await a.post.count({ where: { status: 'published' } })).toBe(120);
  });
});
