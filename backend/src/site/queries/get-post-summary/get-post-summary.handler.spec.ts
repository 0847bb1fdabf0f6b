import type { PostReader, PostView } from '../../../catalogue/catalogue.public';
import { GetPostSummaryHandler } from './get-post-summary.handler';
import { GetPostSummaryQuery } from './get-post-summary.query';

const post: PostView = {
  id: 7,
  slug: 'ember-lantern',
  title: 'Ember Lantern',
  content: 'Hand-forged, ember-lit.',
  link: 'https://shop.example/lantern',
  image: '/media/lantern.jpg',
  images: [],
  embed: null,
  price: 49.5,
  currency: 'USD',
  rating: 4.5,
  rating_count: 12,
  type: 'post',
  display_gifts: true,
  display_related: true,
  categories: [],
  uri: '/ember-lantern/',
  ugly_link: null,
  subtagged: false,
  localized: false,
  fuzzy_match: false,
  nsfw: false,
};

function handlerReading(found: { post: PostView; unlisted: boolean } | null): { handler: GetPostSummaryHandler; slugs: string[] } {
  const slugs: string[] = [];
  const posts = {
    pageBySlug: (slug: string) => {
      slugs.push(slug);
      return Promise.resolve(found);
    },
  } as unknown as PostReader;
  return { handler: new GetPostSummaryHandler(posts), slugs };
}

describe('the summary of a post page', () => {
  it('is the post the catalogue shows at its address, in stored dollars', async () => {
    const { handler, slugs } = handlerReading({ post, unlisted: false });
    await expect(handler.execute(new GetPostSummaryQuery('ember-lantern'))).resolves.toEqual({
      slug: 'ember-lantern',
      title: 'Ember Lantern',
      content: 'Hand-forged, ember-lit.',
      image: '/media/lantern.jpg',
      price: 49.5,
      rating: 4.5,
      ratingCount: 12,
      unlisted: false,
    });
    expect(slugs).toEqual(['ember-lantern']);
  });

  it('says when the post is unlisted, so its head keeps it out of search engines', async () => {
    const { handler } = handlerReading({ post, unlisted: true });
    await expect(handler.execute(new GetPostSummaryQuery('ember-lantern'))).resolves.toMatchObject({ unlisted: true });
  });

  it('is null for a post the catalogue does not show, and for a banner, which has no page of its own', async () => {
    await expect(handlerReading(null).handler.execute(new GetPostSummaryQuery('gone'))).resolves.toBeNull();
    await expect(handlerReading({ post: { ...post, type: 'banner' }, unlisted: false }).handler.execute(new GetPostSummaryQuery('ember-lantern'))).resolves.toBeNull();
  });
});
