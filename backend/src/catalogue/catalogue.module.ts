import { Module } from '@nestjs/common';
import { GuideDirectory } from './infra/guide-directory';
import { PostReader } from './infra/post-reader';
import { SearchVocabularyProvider } from './infra/search-vocabulary.provider';
import { GetBannerHandler } from './queries/get-banner/get-banner.handler';
import { GetBannerHttpController } from './queries/get-banner/get-banner.http.controller';
import { GetBlogListHandler } from './queries/get-blog-list/get-blog-list.handler';
import { GetBlogListHttpController } from './queries/get-blog-list/get-blog-list.http.controller';
import { GetBlogPostHandler } from './queries/get-blog-post/get-blog-post.handler';
import { GetBlogPostHttpController } from './queries/get-blog-post/get-blog-post.http.controller';
import { GetBottomBannerHandler } from './queries/get-bottom-banner/get-bottom-banner.handler';
import { GetBottomBannerHttpController } from './queries/get-bottom-banner/get-bottom-banner.http.controller';
import { GetFeaturedHandler } from './queries/get-featured/get-featured.handler';
import { GetFeaturedHttpController } from './queries/get-featured/get-featured.http.controller';
import { GetGiftListHandler } from './queries/get-gift-list/get-gift-list.handler';
import { GetGiftListHttpController } from './queries/get-gift-list/get-gift-list.http.controller';
import { GetGiveawayHandler } from './queries/get-giveaway/get-giveaway.handler';
import { GetGiveawayHttpController } from './queries/get-giveaway/get-giveaway.http.controller';
import { GetGiveawaysHandler } from './queries/get-giveaways/get-giveaways.handler';
import { GetGiveawaysHttpController } from './queries/get-giveaways/get-giveaways.http.controller';
import { GetListHandler } from './queries/get-list/get-list.handler';
import { GetListHttpController } from './queries/get-list/get-list.http.controller';
import { GetPostHandler } from './queries/get-post/get-post.handler';
import { GetPostHttpController } from './queries/get-post/get-post.http.controller';
import { GetRelatedHandler } from './queries/get-related/get-related.handler';
import { GetRelatedHttpController } from './queries/get-related/get-related.http.controller';
import { SearchPostsHandler } from './queries/search-posts/search-posts.handler';
import { SearchPostsHttpController } from './queries/search-posts/search-posts.http.controller';

@Module({
  controllers: [
    // The fixed path before the parameterised one, though their segment counts differ anyway.
    GetFeaturedHttpController,
    GetListHttpController,
    GetGiftListHttpController,
    GetPostHttpController,
    GetRelatedHttpController,
    SearchPostsHttpController,
    GetBlogListHttpController,
    GetBlogPostHttpController,
    GetGiveawaysHttpController,
    GetGiveawayHttpController,
    GetBannerHttpController,
    GetBottomBannerHttpController,
  ],
  providers: [
    PostReader,
    GuideDirectory,
    SearchVocabularyProvider,
    GetListHandler,
    GetFeaturedHandler,
    GetGiftListHandler,
    GetPostHandler,
    GetRelatedHandler,
    SearchPostsHandler,
    GetBlogListHandler,
    GetBlogPostHandler,
    GetGiveawaysHandler,
    GetGiveawayHandler,
    GetBannerHandler,
    GetBottomBannerHandler,
  ],
  // The one post read path (with its page cache and guide tree), shared with the contexts that list posts.
  exports: [PostReader, GuideDirectory, SearchVocabularyProvider],
})
export class CatalogueModule {}
