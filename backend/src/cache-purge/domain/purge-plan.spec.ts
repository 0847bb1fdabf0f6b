import { addressMatches } from '../../common/cache/page-caches';
import { mergedTarget, purgePlanOf } from './purge-plan';

/** Whether purging `sitePath` drops the rendered response of `address`. */
const drops = (sitePath: string, address: string) => purgePlanOf(sitePath).target.apiPaths.some((path) => addressMatches(address, path));

describe('what purging a site page drops', () => {
  it('drops every page, sort and country of the lists an index page reads, and their rows', () => {
    expect(drops('/new/', '/api/lists/new/1/')).toBe(true);
    expect(drops('/new/', '/api/lists/clicks_all/3/?country=uk')).toBe(true);
    expect(drops('/uk/', '/api/lists/featured?country=uk')).toBe(true);
    expect(drops('/new/', '/api/gifts/all/popular/1/')).toBe(false);
    expect(purgePlanOf('/popular/page/2/').target.postLists).toBe(true);
  });

  it('drops a gift guide’s pages in every sort and price range, and its head, but not another guide’s', () => {
    const plan = purgePlanOf('/gifts/mugs/sort/new/');
    expect(plan.page).toBe('gift-list');
    expect(plan.target.guideSlugs).toEqual(['mugs']);
    expect(drops('/gifts/mugs/', '/api/gifts/mugs/popular/2/?min=10&max=50')).toBe(true);
    expect(drops('/gifts/drinkware/mugs/', '/api/gifts/mugs/new/1/?parent_list=drinkware')).toBe(true);
    expect(drops('/gifts/mugs/', '/api/gifts/mugs-and-cups/popular/1/')).toBe(false);
    expect(drops('/gifts/', '/api/gifts/all/popular/1/')).toBe(true);
  });

  it('drops a post’s own response and row by its slug in every country, and the related lists', () => {
    const plan = purgePlanOf('/uk/dragon-mug/');
    expect(plan).toMatchObject({ page: 'post', target: { postSlugs: ['dragon-mug'], postLists: false } });
    expect(drops('/uk/dragon-mug/', '/api/posts/dragon-mug/?country=ca')).toBe(true);
    expect(drops('/dragon-mug/', '/api/posts/dragon-mug')).toBe(true);
    expect(drops('/dragon-mug/', '/api/posts/dragon-mug-deluxe/')).toBe(false);
    expect(drops('/dragon-mug/', '/api/related/17/1/?items=4')).toBe(true);
  });

  it('drops the blog list without its posts, and one blog post with its head', () => {
    expect(drops('/blog/', '/api/blog/')).toBe(true);
    expect(drops('/blog/', '/api/blog/winter-gifts')).toBe(false);
    expect(purgePlanOf('/blog/winter-gifts').target.blogSlugs).toEqual(['winter-gifts']);
    expect(drops('/blog/winter-gifts', '/api/blog/winter-gifts')).toBe(true);
  });

  it('names nothing for a page without cached reads, and merges several pages into one target', () => {
    expect(purgePlanOf('/about/').target.apiPaths).toEqual([]);
    const merged = mergedTarget([purgePlanOf('/new/').target, purgePlanOf('/dragon-mug/').target, purgePlanOf('/new/').target]);
    expect(merged).toMatchObject({ apiPaths: ['/api/lists/', '/api/posts/dragon-mug', '/api/related/'], postSlugs: ['dragon-mug'], postLists: true });
  });
});
