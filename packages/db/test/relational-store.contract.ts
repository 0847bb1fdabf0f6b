import { readdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import type { Socket } from 'node:net';
import { Client } from 'pg';
import {
  applyMigrations,
  createPrismaClient,
  DEFAULT_MIGRATIONS_DIR,
  isUniqueViolation,
  Prisma,
  type ApplyMigrationsResult,
  type PrismaClient,
} from '../src';

/** One running relational store. Opening the same store again after `close()` must show the same data. */
export interface OpenRelationalStore {
  url: string;
  close(): Promise<void>;
}

const migrationFolders = readdirSync(DEFAULT_MIGRATIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Fails instead of hanging when a store leaves a session stuck. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  // A client whose socket a test destroys reports it here instead of crashing the run.
  client.on('error', () => {});
  await client.connect();
  return client;
}

function socketOf(client: Client): Socket {
  return (client as unknown as { connection: { stream: Socket } }).connection.stream;
}

/**
 * Holds back everything after the Parse of the client's next extended-protocol request until `release()`, as when
 * a large Bind reaches the server in a later TCP segment than its Parse.
 */
function holdRequestAfterParse(client: Client): () => void {
  const connection = (client as unknown as { connection: { _send(buffer: Buffer): boolean } }).connection;
  const send = connection._send.bind(connection);
  const held: Buffer[] = [];
  connection._send = (buffer) => {
    if (buffer[0] === 0x50 && held.length === 0) return send(buffer);
    held.push(buffer);
    return true;
  };
  return () => {
    connection._send = send;
    for (const buffer of held) send(buffer);
  };
}

/** A Parse message (unnamed statement) written straight to the wire, with no Sync after it. */
function parseMessage(sql: string): Buffer {
  const body = Buffer.concat([Buffer.from(`\0${sql}\0`), Buffer.alloc(2)]);
  const header = Buffer.alloc(5);
  header[0] = 0x50;
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

async function contactsTagged(url: string, tag: string): Promise<number> {
  const client = await connect(url);
  try {
    const result = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts WHERE message = $1', [tag]);
    return result.rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * What the product relies on from its relational store, proved the same way against each adapter: `open` starts
 * (or reconnects to) one store, and a second `open` after `close` must find the data written before.
 */
export function describeRelationalStoreContract(name: string, open: () => Promise<OpenRelationalStore>): void {
  describe(name, () => {
    let store: OpenRelationalStore;
    let prisma: PrismaClient;
    let firstMigration: ApplyMigrationsResult;

    beforeAll(async () => {
      store = await open();
      firstMigration = await applyMigrations(store.url);
      prisma = createPrismaClient(store.url, { max: 8 });
    });

    afterAll(async () => {
      await prisma?.$disconnect();
      await store?.close();
    });

    it('applies every migration once and records each in _prisma_migrations', async () => {
      expect(firstMigration.applied).toEqual(migrationFolders);
      await expect(applyMigrations(store.url)).resolves.toMatchObject({ applied: [] });
      const recorded = await prisma.$queryRaw<{ migration_name: string; finished: boolean }[]>`
        SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations ORDER BY migration_name`;
      expect(recorded).toEqual(migrationFolders.map((folder) => ({ migration_name: folder, finished: true })));
    });

    it("keeps a connection's request whole when its messages arrive apart", async () => {
      const [split, other] = await Promise.all([connect(store.url), connect(store.url)]);
      try {
        const release = holdRequestAfterParse(split);
        const first = split.query('SELECT $1::text AS tag, $2::int AS n', ['first', 2]);
        await delay(50);
        // A scheduler that serves connections message by message would run this whole request between the
        // Parse and the Bind above, and the Bind would then meet this one-parameter statement.
        const second = other.query('SELECT $1::int AS only', [7]);
        await delay(100);
        release();
        await expect(within(10_000, 'the split request', first)).resolves.toMatchObject({ rows: [{ tag: 'first', n: 2 }] });
        await expect(within(10_000, 'the request that arrived meanwhile', second)).resolves.toMatchObject({ rows: [{ only: 7 }] });
      } finally {
        await Promise.all([split.end(), other.end()]);
      }
    });

    it('returns each of 200 concurrent parameterised queries its own result over a pool of 8', async () => {
      await prisma.post.createMany({
        data: Array.from({ length: 50 }, (_, i) => ({ slug: `seeded-${i}`, title: `Seeded gift ${i}`, link: `https://example.com/s/${i}` })),
      });
      // Creates bind ~12 parameters (some a long article, which reaches the server in several TCP segments),
      // lookups 1-2 and raw queries 3: requests interleaved on one session would mismatch them.
      const operations = Array.from({ length: 200 }, async (_, i) => {
        switch (i % 4) {
          case 0: {
            const post = await prisma.post.create({
              data: {
                slug: `concurrent-${i}`,
                title: `Concurrent gift ${i}`,
                content: `Made for caller ${i}. `.repeat(i % 8 === 0 ? 8_000 : 1),
                link: `https://example.com/c/${i}`,
                price: new Prisma.Decimal(`${i}.50`),
                status: 'published',
                publishedAt: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
                amazonAvailable: i % 8 === 0,
                instagram: true,
                clicksAll: i,
              },
            });
            return [post.slug, post.title, post.price?.toString(), post.clicksAll];
          }
          case 1: {
            const post = await prisma.post.findUnique({ where: { slug: `seeded-${i % 50}` }, select: { slug: true, title: true } });
            return [post?.slug, post?.title];
          }
          case 2: {
            const contact = await prisma.contact.create({ data: { name: `Caller ${i}`, email: `c${i}@example.com`, message: `hello ${i}` } });
            return [contact.name, contact.email, contact.message];
          }
          default: {
            const [row] = await prisma.$queryRaw<{ sum: number; tag: string; seeded: number }[]>`
              SELECT ${i}::int + ${1000}::int AS sum, ${`tag-${i}`}::text AS tag,
                     (SELECT count(*)::int FROM posts WHERE slug LIKE ${'seeded-%'}) AS seeded`;
            return [row?.sum, row?.tag, row?.seeded];
          }
        }
      });
      const results = await within(60_000, '200 concurrent queries', Promise.all(operations));
      results.forEach((result, i) => {
        const expected = [
          [`concurrent-${i}`, `Concurrent gift ${i}`, `${i}.5`, i],
          [`seeded-${i % 50}`, `Seeded gift ${i % 50}`],
          [`Caller ${i}`, `c${i}@example.com`, `hello ${i}`],
          [i + 1000, `tag-${i}`, 50],
        ][i % 4];
        expect(result).toEqual(expected);
      });
    });

    it('commits an interactive transaction as a whole', async () => {
      const { userId, boardId } = await prisma.$transaction(async (tx) => {
        const user = await tx.user.create({ data: { username: 'tx-commit', email: 'tx-commit@example.com' } });
        const board = await tx.wishlistBoard.create({ data: { userId: user.id, name: 'Winterfest' } });
        await tx.contact.create({ data: { name: 'Bren', email: 'bren@example.com', message: 'tx-commit' } });
        return { userId: user.id, boardId: board.id };
      });
      await expect(prisma.user.findUnique({ where: { id: userId } })).resolves.toMatchObject({ username: 'tx-commit' });
      await expect(prisma.wishlistBoard.findUnique({ where: { id: boardId } })).resolves.toMatchObject({ userId });
      await expect(contactsTagged(store.url, 'tx-commit')).resolves.toBe(1);
    });

    it('rolls back every write of an interactive transaction whose callback throws', async () => {
      await expect(
        prisma.$transaction(async (tx) => {
          const user = await tx.user.create({ data: { username: 'tx-rollback', email: 'tx-rollback@example.com' } });
          await tx.wishlistBoard.create({ data: { userId: user.id, name: 'Never saved' } });
          await tx.contact.create({ data: { name: 'Bren', email: 'bren@example.com', message: 'tx-rollback' } });
          throw new Error('payment declined');
        }),
      ).rejects.toThrow('payment declined');
      await expect(prisma.user.count({ where: { username: 'tx-rollback' } })).resolves.toBe(0);
      await expect(prisma.wishlistBoard.count({ where: { name: 'Never saved' } })).resolves.toBe(0);
      await expect(contactsTagged(store.url, 'tx-rollback')).resolves.toBe(0);
    });

    it('never shows another connection a transaction before it commits, nor part of it', async () => {
      const observer = await connect(store.url);
      const observations: { startedInsideTransaction: boolean; count: number }[] = [];
      // Widened on purpose: the watcher reads it while the transaction callback changes it.
      let phase = 'before' as 'before' | 'inside' | 'after';
      const watching = (async () => {
        while (phase !== 'after') {
          const startedInsideTransaction = phase === 'inside';
          const result = await observer.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts WHERE message = $1', ['isolated']);
          observations.push({ startedInsideTransaction, count: result.rows[0]!.n });
          await delay(5);
        }
      })();
      try {
        await prisma.$transaction(async (tx) => {
          phase = 'inside';
          for (let i = 0; i < 3; i++) {
            await tx.contact.create({ data: { name: `Isolated ${i}`, email: `i${i}@example.com`, message: 'isolated' } });
            await delay(30);
          }
        });
        phase = 'after';
        await within(10_000, 'the observing connection', watching);
        expect(observations.some((observation) => observation.startedInsideTransaction)).toBe(true);
        expect(observations.filter((observation) => observation.count !== 0 && observation.count !== 3)).toEqual([]);
        await expect(observer.query('SELECT count(*)::int AS n FROM contacts WHERE message = $1', ['isolated'])).resolves.toMatchObject({
          rows: [{ n: 3 }],
        });
      } finally {
        phase = 'after';
        await observer.end();
      }
    });

    it('reports a duplicate slug as P2002 and keeps no part of the failed write', async () => {
      await prisma.post.create({ data: { slug: 'ember-dragon-mug', title: 'Ember Dragon Mug', link: 'https://example.com/mug' } });
      const duplicate = prisma.$transaction(async (tx) => {
        await tx.contact.create({ data: { name: 'Half', email: 'half@example.com', message: 'half-written' } });
        await tx.post.create({
          data: { slug: 'ember-dragon-mug', title: 'Second mug', link: 'https://example.com/2', images: { create: [{ src: '/img/2.jpg' }] } },
        });
      });
      const error = await duplicate.catch((caught: unknown) => caught);
      expect(isUniqueViolation(error)).toBe(true);
      await expect(contactsTagged(store.url, 'half-written')).resolves.toBe(0);
      await expect(prisma.postImage.count({ where: { src: '/img/2.jpg' } })).resolves.toBe(0);

      // A nested create whose parent row violates a unique index writes none of its children either.
      const nested = prisma.user.create({
        data: { username: 'tx-commit', email: 'other@example.com', boards: { create: [{ name: 'Orphan board' }] } },
      });
      await expect(nested).rejects.toMatchObject({ code: 'P2002' });
      await expect(prisma.wishlistBoard.count({ where: { name: 'Orphan board' } })).resolves.toBe(0);
    });

    const departures: [string, (client: Client) => Promise<void>][] = [
      ['drops its socket', async (client) => void socketOf(client).destroy()],
      ['sends Terminate', (client) => client.end()],
      [
        'drops its socket while an error awaits the Sync that ends its request',
        async (client) => {
          const socket = socketOf(client);
          await new Promise<void>((resolve) => socket.write(parseMessage('SELEC 1'), () => resolve()));
          await delay(50);
          socket.destroy();
        },
      ],
    ];
    it.each(departures)('rolls back the open transaction of a client that %s, and keeps serving the others', async (_, leave) => {
      const tag = `abandoned-${Math.random().toString(36).slice(2)}`;
      const leaving = await connect(store.url);
      await leaving.query('BEGIN');
      await leaving.query('INSERT INTO contacts (name, email, message) VALUES ($1, $2, $3)', ['Ghost', 'ghost@example.com', tag]);
      // Queued behind the open transaction on a single-session store; they must still complete.
      const others = Array.from({ length: 12 }, (_, i) => prisma.post.findUnique({ where: { slug: `seeded-${i}` }, select: { title: true } }));
      await delay(50);
      await leave(leaving);
      const titles = await within(15_000, 'queries of the remaining clients', Promise.all(others));
      expect(titles.map((post) => post?.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Seeded gift ${i}`));
      await expect(within(15_000, 'a fresh connection', contactsTagged(store.url, tag))).resolves.toBe(0);
      await expect(prisma.$transaction(async (tx) => tx.contact.count())).resolves.toBeGreaterThan(0);
    });

    it('fails a COPY FROM STDIN for its own client only', async () => {
      const client = await connect(store.url);
      try {
        await expect(client.query('COPY contacts (name, email, message) FROM STDIN')).rejects.toThrow();
        await expect(client.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
        await expect(prisma.contact.count()).resolves.toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    });

    it('finds a post by trigram similarity despite a misspelt title', async () => {
      await prisma.post.create({ data: { slug: 'hearthstone-lantern', title: 'Hearthstone Lantern of the Ember Keep', link: 'https://example.com/l' } });
      const matches = await prisma.$queryRaw<{ slug: string }[]>`
        SELECT slug FROM posts WHERE title % ${'hearthston lanturn'} ORDER BY similarity(title, ${'hearthston lanturn'}) DESC`;
      expect(matches.map((match) => match.slug)).toEqual(['hearthstone-lantern']);
    });

    it('keeps committed data when the store is closed and opened again', async () => {
      await prisma.contact.create({ data: { name: 'Keeper', email: 'keeper@example.com', message: 'survives-restart' } });
      const contacts = await prisma.contact.count();
      await prisma.$disconnect();
      await store.close();

      store = await open();
      prisma = createPrismaClient(store.url, { max: 2 });
      await expect(applyMigrations(store.url)).resolves.toMatchObject({ applied: [] });
      await expect(prisma.contact.count()).resolves.toBe(contacts);
      await expect(prisma.contact.findFirst({ where: { message: 'survives-restart' } })).resolves.toMatchObject({ name: 'Keeper' });
      await expect(prisma.post.findUnique({ where: { slug: 'ember-dragon-mug' } })).resolves.toMatchObject({ title: 'Ember Dragon Mug' });
    });
  });
}
