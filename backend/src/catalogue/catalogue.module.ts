import { Module } from '@nestjs/common';
import { GetListHandler } from './queries/get-list/get-list.handler';
import { GetListHttpController } from './queries/get-list/get-list.http.controller';
import { GetPostHandler } from './queries/get-post/get-post.handler';
import { GetPostHttpController } from './queries/get-post/get-post.http.controller';

@Module({
  controllers: [GetListHttpController, GetPostHttpController],
  providers: [GetListHandler, GetPostHandler],
})
export class CatalogueModule {}
