export type { PostDto as Post, PostImage, PostResponse, ListSortName as ListSort } from '@emberhold/contracts';
