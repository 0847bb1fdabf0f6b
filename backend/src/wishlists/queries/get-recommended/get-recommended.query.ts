import { SavedPostsPageQuery } from '../get-all-saved/get-all-saved.query';

/**
 * Listed posts sharing a gift guide with the posts on the boards of `userId` that `viewerId` may see, none of them
 * already there, most popular first, 24 per page.
 */
export class GetRecommendedQuery extends SavedPostsPageQuery {}
