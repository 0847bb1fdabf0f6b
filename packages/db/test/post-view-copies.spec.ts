import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, eventually } from '@emberhold/infra';
import { applyMigrations } from '../src';
import { startPgliteChild } from './pglite-child.test-support';

/**
 * A page of posts reads each post's gallery and gift guide ids from copies on the post (posts.gallery and
 * posts.category_ids, the post_view_copies migration). Whatever writes pictures or guide memberships, the copies say
 * what the tables say, on Postgres and on the embedded PGlite alike.
 */
interface Server {
  url: string;
  stop: () => Promise<void>;
}

/** Name, start, and whether two connections are two sessions (PGlite's socket connections share one). */
const servers: Array<[string, () => Promise<Server>, boolean]> = [
  [
    'Postgres',
    async () => {
      const database = await createTestDatabase({ prefix: 'db_post_copies' });
      return { url: database.url, stop: () => database.drop() };
    },
    true,
  ],
  [
    'embedded PGlite',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'emberhold-pglite-copies-'));
      const child = await startPgliteChild(path.join(dataDir, 'pg'));
      const stop = async () => {
        await child.stop();
        await rm(dataDir, { recursive: true, force: true });
      };
      return { url: child.url, stop };
    },
    false,
  ],
];

describe.each(servers)('post view copies on %s', (_name, start, sessions) => {
  let server: Server;
  let db: Client;
  let guides: number[];

  const copies = async (postId: number) =>
    (await db.query<{ gallery: unknown; category_ids: number[] }>('SELECT gallery, category_ids FROM posts WHERE id = $1', [postId])).rows[0];
  const newPost = async (slug: string) =>
    (await db.query<{ id: number }>(`INSERT INTO posts (slug, title, content, link, updated_at) VALUES ($1, $1, '', 'https://shop.example/x', now()) RETURNING id`, [slug]))
      .rows[0]!.id;

  beforeAll(async () => {
    server = await start();
    await applyMigrations(server.url);
    db = new Client({ connectionString: server.url });
    await db.connect();
    const made = await db.query<{ id: number }>(
      `INSERT INTO categories (name, slug, description, updated_at)
       SELECT 'Guide ' || n, 'copies-guide-' || n, '', now() FROM generate_series(1, 3) n RETURNING id`,
    );
    guides = made.rows.map((row) => row.id).sort((a, b) => a - b);
  });

  afterAll(async () => {
    await db?.end();
    await server?.stop();
  });

  it('starts a post with an empty gallery and no guides', async () => {
    expect(await copies(await newPost('copies-empty'))).toEqual({ gallery: [], category_ids: [] });
  });

  it('keeps the gallery in position order through inserts, a reorder, a changed picture and a delete', async () => {
    const post = await newPost('copies-gallery');
    await db.query(
      `INSERT INTO post_images (post_id, src, width, height, position) VALUES ($1, '/b.jpg', 40, 30, 1), ($1, '/a.jpg', 600, 400, 0), ($1, '/c.jpg', NULL, NULL, 2)`,
      [post],
    );
    expect((await copies(post))!.gallery).toEqual([
      { src: '/a.jpg', width: 600, height: 400 },
      { src: '/b.jpg', width: 40, height: 30 },
      { src: '/c.jpg', width: null, height: null },
    ]);
    await db.query(`UPDATE post_images SET position = 5 WHERE post_id = $1 AND src = '/a.jpg'`, [post]);
    await db.query(`UPDATE post_images SET src = '/b2.jpg', width = 41 WHERE post_id = $1 AND src = '/b.jpg'`, [post]);
    expect((await copies(post))!.gallery).toEqual([
      { src: '/b2.jpg', width: 41, height: 30 },
      { src: '/c.jpg', width: null, height: null },
      { src: '/a.jpg', width: 600, height: 400 },
    ]);
    await db.query(`DELETE FROM post_images WHERE post_id = $1 AND src <> '/c.jpg'`, [post]);
    expect((await copies(post))!.gallery).toEqual([{ src: '/c.jpg', width: null, height: null }]);
  });

  it('moves a picture from one post to another, and leaves other posts as they were', async () => {
    const [from, to, bystander] = [await newPost('copies-from'), await newPost('copies-to'), await newPost('copies-bystander')];
    await db.query(`INSERT INTO post_images (post_id, src) VALUES ($1, '/moved.jpg'), ($2, '/stays.jpg')`, [from, bystander]);
    await db.query(`UPDATE post_images SET post_id = $1 WHERE src = '/moved.jpg'`, [to]);
    expect((await copies(from))!.gallery).toEqual([]);
    expect((await copies(to))!.gallery).toEqual([{ src: '/moved.jpg', width: null, height: null }]);
    expect((await copies(bystander))!.gallery).toEqual([{ src: '/stays.jpg', width: null, height: null }]);
  });

  it('keeps the guide ids in position order through memberships added, reordered and removed, and a deleted guide', async () => {
    const post = await newPost('copies-guides');
    const [first, second, third] = guides as [number, number, number];
    await db.query(`INSERT INTO post_categories (post_id, category_id, position) VALUES ($1, $2, 2), ($1, $3, 0), ($1, $4, 1)`, [post, first, second, third]);
    expect((await copies(post))!.category_ids).toEqual([second, third, first]);
    await db.query(`UPDATE post_categories SET position = 9 WHERE post_id = $1 AND category_id = $2`, [post, second]);
    expect((await copies(post))!.category_ids).toEqual([third, first, second]);
    await db.query(`DELETE FROM post_categories WHERE post_id = $1 AND category_id = $2`, [post, third]);
    expect((await copies(post))!.category_ids).toEqual([first, second]);
    const doomed = (await db.query<{ id: number }>(`INSERT INTO categories (name, slug, description, updated_at) VALUES ('Doomed', 'copies-doomed', '', now()) RETURNING id`)).rows[0]!.id;
    await db.query(`INSERT INTO post_categories (post_id, category_id, position) VALUES ($1, $2, 10)`, [post, doomed]);
    expect((await copies(post))!.category_ids).toEqual([first, second, doomed]);
    await db.query(`DELETE FROM categories WHERE id = $1`, [doomed]);
    expect((await copies(post))!.category_ids).toEqual([first, second]);
  });

  it('leaves the copies alone when a score change updates the related-items copies of the memberships', async () => {
    const post = await newPost('copies-score');
    await db.query(`INSERT INTO post_categories (post_id, category_id) VALUES ($1, $2)`, [post, guides[0]]);
    // Every write of a post row is counted, to see that the score update is the only one.
    await db.query('CREATE TABLE post_writes (post_id integer)');
    await db.query(`CREATE FUNCTION count_post_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO post_writes VALUES (NEW.id); RETURN NULL; END $$`);
    await db.query('CREATE TRIGGER count_post_write AFTER UPDATE ON posts FOR EACH ROW EXECUTE FUNCTION count_post_write()');
    try {
      await db.query('UPDATE posts SET clicks_score_amazon_available = 42 WHERE id = $1', [post]);
      const membership = await db.query<{ score: number }>('SELECT score FROM post_categories WHERE post_id = $1', [post]);
      expect(membership.rows[0]!.score).toBe(42);
      expect((await db.query('SELECT 1 FROM post_writes WHERE post_id = $1', [post])).rowCount).toBe(1);
      // A reorder of the memberships, by contrast, refreshes the post's copy.
      await db.query('UPDATE post_categories SET position = 1 WHERE post_id = $1', [post]);
      expect((await db.query('SELECT 1 FROM post_writes WHERE post_id = $1', [post])).rowCount).toBe(2);
    } finally {
      await db.query('DROP TRIGGER count_post_write ON posts');
      await db.query('DROP FUNCTION count_post_write');
      await db.query('DROP TABLE post_writes');
    }
    expect((await copies(post))!.category_ids).toEqual([guides[0]]);
  });

  (sessions ? it : it.skip)('keeps both pictures when two transactions add one each to the same post at once', async () => {
    const post = await newPost('copies-race');
    const other = new Client({ connectionString: server.url });
    await other.connect();
    try {
      await db.query('BEGIN');
      await other.query('BEGIN');
      await db.query(`INSERT INTO post_images (post_id, src) VALUES ($1, '/first.jpg')`, [post]);
      const secondPid = (await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const second = other.query(`INSERT INTO post_images (post_id, src, position) VALUES ($1, '/second.jpg', 1)`, [post]);
      // The second writer's refresh waits for the first's lock on the post; once the first commits, it reads both.
      await eventually(async () => expect((await db.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`, [secondPid])).rowCount).toBe(1), {
        intervalMs: 10,
      });
      await db.query('COMMIT');
      await second;
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    expect((await copies(post))!.gallery).toEqual([
      { src: '/first.jpg', width: null, height: null },
      { src: '/second.jpg', width: null, height: null },
    ]);
  });
});
