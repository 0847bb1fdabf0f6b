import { createTestDatabase, type TestDatabase } from '@emberhold/infra';
import { applyMigrations, createPrismaClient, isUniqueViolation, Prisma, type PrismaClient } from '../src';

describe('Prisma client on the migrated schema', () => {
  let database: TestDatabase;
  let prisma: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase({ prefix: 'db_client' });
    await applyMigrations(database.url);
    prisma = createPrismaClient(database.url, { max: 4 });
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await database?.drop();
  });

  it('stores a user, a post with images and gift guides, and a board holding the post', async () => {
    const user = await prisma.user.create({
      data: { username: 'ashwarden', email: 'ash@example.com', passwordHash: 'argon2id$stub' },
    });
    const guide = await prisma.category.create({ data: { name: 'Gifts for Dragon Riders', slug: 'dragon-riders' } });
    const nested = await prisma.category.create({
      data: { name: 'Under $50', slug: 'dragon-riders-under-50', parentSlug: guide.slug },
    });
    const post = await prisma.post.create({
      data: {
        slug: 'ember-dragon-mug',
        title: 'Ember Dragon Mug',
        link: 'https://example.com/mug',
        price: new Prisma.Decimal('24.99'),
        status: 'published',
        publishedAt: new Date(),
        images: { create: [{ src: '/img/mug-1.jpg', width: 640, height: 533, position: 0 }, { src: '/img/mug-2.jpg', position: 1 }] },
        categories: { create: [{ categoryId: guide.id }, { categoryId: nested.id }] },
      },
    });
    const board = await prisma.wishlistBoard.create({
      data: { userId: user.id, name: 'Winterfest', items: { create: { postId: post.id, comment: 'for Bren' } } },
    });

    const loaded = await prisma.post.findUniqueOrThrow({
      where: { slug: 'ember-dragon-mug' },
      include: { images: { orderBy: { position: 'asc' } }, categories: { include: { category: true } } },
    });
    expect(loaded.price?.toString()).toBe('24.99');
    expect(loaded.images.map((image) => image.src)).toEqual(['/img/mug-1.jpg', '/img/mug-2.jpg']);
    expect(loaded.categories.map((link) => link.category.slug).sort()).toEqual(['dragon-riders', 'dragon-riders-under-50']);
    const boards = await prisma.wishlistBoard.findMany({ where: { userId: user.id }, include: { items: true } });
    expect(boards).toEqual([expect.objectContaining({ id: board.id, items: [expect.objectContaining({ postId: post.id, comment: 'for Bren' })] })]);
    const children = await prisma.category.findMany({ where: { parent: { slug: 'dragon-riders' } } });
    expect(children.map((child) => child.slug)).toEqual(['dragon-riders-under-50']);
  });

  it('rejects a second post with the same slug as a unique violation (P2002)', async () => {
    const duplicate = prisma.post.create({ data: { slug: 'ember-dragon-mug', title: 'Another mug', link: 'https://example.com/2' } });
    await expect(duplicate).rejects.toMatchObject({ code: 'P2002' });
    await duplicate.catch((error: unknown) => expect(isUniqueViolation(error)).toBe(true));
  });

  it('rejects saving the same post twice to one board', async () => {
    const item = await prisma.wishlistItem.findFirstOrThrow();
    await expect(prisma.wishlistItem.create({ data: { boardId: item.boardId, postId: item.postId } })).rejects.toMatchObject({
      code: 'P2002',
    });
  });

  it('refuses an email that is not lower-case', async () => {
    await expect(prisma.user.create({ data: { username: 'bren', email: 'Bren@Example.com' } })).rejects.toThrow(
      /users_email_lower_case_check/,
    );
  });

  it('keeps payments append-only', async () => {
    const user = await prisma.user.findFirstOrThrow();
    const payment = await prisma.payment.create({
      data: {
        userId: user.id,
        provider: 'stripe',
        amountCents: 24900,
        providerRef: 'ch_test_1',
        idempotencyKey: 'campaign-1-activate',
        status: 'succeeded',
      },
    });
    await expect(prisma.payment.delete({ where: { id: payment.id } })).rejects.toThrow(/append-only/);
    await expect(prisma.payment.count()).resolves.toBe(1);
  });

  it('writes an outbox event in the same transaction as the change it describes', async () => {
    const eventId = '01920000-0000-7000-8000-000000000001';
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.contact.create({ data: { name: 'Bren', email: 'bren@example.com', message: 'Hello' } });
        await tx.outboxEvent.create({ data: { id: eventId, topic: 'contacts', key: 'bren', payload: { kind: 'contact.received' } } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expect(prisma.outboxEvent.count()).resolves.toBe(0);
    await expect(prisma.contact.count()).resolves.toBe(0);
  });
});
