export type { PostDto as Post, PostImage, PostListResponse as ListResponse, PostResponse, ListSortName as ListSort } from '@emberhold/contracts';
