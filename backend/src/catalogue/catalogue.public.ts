/**
 * What other contexts may use of the catalogue: its module, the one post read path (with its visibility rule and
 * page cache) and guide tree, and the link, price and visitor rules every list of posts shares.
 */
export { CatalogueModule } from './catalogue.module';
export { PostReader } from './infra/post-reader';
export { GuideDirectory } from './infra/guide-directory';
/** The search's title vocabulary (typo correction): `refreshNow()` after a post is published. */
export { SearchVocabularyProvider } from './infra/search-vocabulary.provider';
export type { PostView } from './domain/post-view';
export { affiliateLink, AMAZON_REGIONS, SORT_CODES, SUBTAG_PATTERN } from './domain/affiliate-link';
export { regionalPrice } from './domain/regional-price';
export { parsePage, parsePriceRange, parseToken, parseVisitor, type VisitorParams } from './domain/catalogue-params';
