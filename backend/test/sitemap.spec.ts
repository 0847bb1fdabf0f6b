import { apiForThisFile } from './api-under-test.test-support';
import { TEST_PUBLIC_URL } from './test-constants.test-support';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('the sitemap on the real services', () => {
  const product = apiForThisFile();
  const prisma = () => product.infrastructure.prisma;
  const get = (url: string) => product.inject({ method: 'GET', url });

  /** Every URL of every file the index names, by file name. */
  const everyFile = async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const files: Record<string, string[]> = {};
    for (const file of locs(index.body)) {
      const response = await get(new URL(file).pathname);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      files[new URL(file).pathname] = locs(response.body);
    }
    return files;
  };

  it('is an index of sitemap files, each with its lastmod, at absolute URLs of the configured origin', async () => {
    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.body);
    expect(files).toEqual(expect.arrayContaining([`${TEST_PUBLIC_URL}/sitemaps/pages.xml`, `${TEST_PUBLIC_URL}/sitemaps/guides.xml`, `${TEST_PUBLIC_URL}/sitemaps/posts-1.xml`]));
    expect(index.body.match(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/sitemap>/g)!.length).toBeGreaterThanOrEqual(3);
    expect((await get('/sitemaps/nothing.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/posts-0.xml')).statusCode).toBe(404);
  });

  it('lists every published post once and never an unlisted, draft or archived one', async () => {
    const [unlisted, draft, archived] = await prisma().post.findMany({ where: { status: 'published', type: 'post' }, orderBy: { id: 'asc' }, take: 3, select: { id: true, slug: true } });
    await prisma().post.update({ where: { id: unlisted!.id }, data: { status: 'unlisted' } });
    await prisma().post.update({ where: { id: draft!.id }, data: { status: 'draft' } });
    await prisma().post.update({ where: { id: archived!.id }, data: { status: 'archived' } });

    const files = await everyFile();
    const postUrls = Object.entries(files)
      .filter(([name]) => name.startsWith('/sitemaps/posts-'))
      .flatMap(([, urls]) => urls);
    const published = await prisma().post.findMany({ where: { status: 'published', type: 'post' }, select: { slug: true } });
    expect(postUrls.sort()).toEqual(published.map((post) => `${TEST_PUBLIC_URL}/${encodeURIComponent(post.slug)}/`).sort());
    for (const hidden of [unlisted, draft, archived]) expect(postUrls).not.toContain(`${TEST_PUBLIC_URL}/${hidden!.slug}/`);
    for (const urls of Object.values(files)) expect(urls.length).toBeLessThanOrEqual(50_000);
  });

  it('lists the gift guides (nested under their parent), published blog posts, giveaways and the public pages', async () => {
    const files = await everyFile();
    const guide = (await prisma().category.findFirst({ where: { parentSlug: { not: null } } }))!;
    expect(files['/sitemaps/guides.xml']).toContain(`${TEST_PUBLIC_URL}/gifts/${guide.parentSlug}/${guide.slug}/`);
    expect(files['/sitemaps/guides.xml']).toHaveLength(await prisma().category.count());
    const blog = await prisma().blogPost.findMany({ where: { status: 'published' }, select: { slug: true } });
    expect(files['/sitemaps/blog.xml']!.sort()).toEqual(blog.map((post) => `${TEST_PUBLIC_URL}/blog/${encodeURIComponent(post.slug)}`).sort());
    const draftBlog = await prisma().blogPost.findFirst({ where: { status: { not: 'published' } } });
    if (draftBlog) expect(files['/sitemaps/blog.xml']).not.toContain(`${TEST_PUBLIC_URL}/blog/${draftBlog.slug}`);
    expect(files['/sitemaps/giveaways.xml']!.length).toBeGreaterThan(0);
    expect(files['/sitemaps/pages.xml']).toEqual(expect.arrayContaining([`${TEST_PUBLIC_URL}/`, `${TEST_PUBLIC_URL}/about/`, `${TEST_PUBLIC_URL}/gifts/`, `${TEST_PUBLIC_URL}/blog/`]));
  });

  it('is named in robots.txt', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });
});
