import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.public';
import { OutboxModule } from '../common/outbox/outbox.module';
import { AddItemHandler } from './commands/add-item/add-item.handler';
import { AddItemHttpController } from './commands/add-item/add-item.http.controller';
import { DeleteBoardHandler } from './commands/delete-board/delete-board.handler';
import { DeleteBoardHttpController } from './commands/delete-board/delete-board.http.controller';
import { EditBoardHandler } from './commands/edit-board/edit-board.handler';
import { EditBoardHttpController } from './commands/edit-board/edit-board.http.controller';
import { MoveItemHandler } from './commands/move-item/move-item.handler';
import { MoveItemHttpController } from './commands/move-item/move-item.http.controller';
import { RemoveItemHandler } from './commands/remove-item/remove-item.handler';
import { RemoveItemHttpController } from './commands/remove-item/remove-item.http.controller';
import { RemoveNativeAdHandler } from './commands/remove-native-ad/remove-native-ad.handler';
import { RemoveNativeAdHttpController } from './commands/remove-native-ad/remove-native-ad.http.controller';
import { SaveNativeAdHandler } from './commands/save-native-ad/save-native-ad.handler';
import { SaveNativeAdHttpController } from './commands/save-native-ad/save-native-ad.http.controller';
import { SaveNewBoardHandler } from './commands/save-new-board/save-new-board.handler';
import { SaveNewBoardHttpController } from './commands/save-new-board/save-new-board.http.controller';
import { SavedPostViews } from './infra/saved-post-views';
import { WishlistReader } from './infra/wishlist-reader';
import { FindSavedAdsHandler } from './queries/find-saved-ads/find-saved-ads.handler';
import { FindSavedAdsHttpController } from './queries/find-saved-ads/find-saved-ads.http.controller';
import { FindSavedPostsHandler } from './queries/find-saved-posts/find-saved-posts.handler';
import { FindSavedPostsHttpController } from './queries/find-saved-posts/find-saved-posts.http.controller';
import { GetAllSavedHandler } from './queries/get-all-saved/get-all-saved.handler';
import { GetAllSavedHttpController } from './queries/get-all-saved/get-all-saved.http.controller';
import { GetBoardHandler } from './queries/get-board/get-board.handler';
import { GetBoardHttpController } from './queries/get-board/get-board.http.controller';
import { GetBoardsHandler } from './queries/get-boards/get-boards.handler';
import { GetBoardsHttpController } from './queries/get-boards/get-boards.http.controller';
import { GetRecommendedHandler } from './queries/get-recommended/get-recommended.handler';
import { GetRecommendedHttpController } from './queries/get-recommended/get-recommended.http.controller';

/**
 * Wishlists (spec sections 2, 4 and 7): a logged-in user's boards of saved posts, public or private, and their saved
 * sponsored items. Every change and its facts (`wishlist.saved`, `wishlist.removed`, `native_ad.saved`,
 * `native_ad.unsaved`) commit together through the outbox. Post views come from the catalogue's PostReader. The board
 * pages serve visitors too (a shared board link is what a public board is for); private boards only their owner.
 */
@Module({
  imports: [OutboxModule, CatalogueModule],
  controllers: [
    FindSavedPostsHttpController,
    SaveNewBoardHttpController,
    EditBoardHttpController,
    DeleteBoardHttpController,
    AddItemHttpController,
    RemoveItemHttpController,
    MoveItemHttpController,
    GetBoardsHttpController,
    GetBoardHttpController,
    GetAllSavedHttpController,
    GetRecommendedHttpController,
    FindSavedAdsHttpController,
    SaveNativeAdHttpController,
    RemoveNativeAdHttpController,
  ],
  providers: [
    WishlistReader,
    SavedPostViews,
    GetBoardsHandler,
    GetBoardHandler,
    GetAllSavedHandler,
    GetRecommendedHandler,
    FindSavedPostsHandler,
    FindSavedAdsHandler,
    SaveNewBoardHandler,
    EditBoardHandler,
    DeleteBoardHandler,
    AddItemHandler,
    RemoveItemHandler,
    MoveItemHandler,
    SaveNativeAdHandler,
    RemoveNativeAdHandler,
  ],
})
export class WishlistsModule {}
