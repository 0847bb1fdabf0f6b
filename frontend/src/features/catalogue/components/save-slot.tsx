import { createContext, use, type ComponentType } from 'react';
import type { NativeAd } from '../api/get-native-ads';
import type { Post } from '../api/post.types';

/**
 * The save control a post or a sponsored card shows (spec sections 2 and 4: saved to wishlist boards, with its saved
 * flag). It belongs to the wishlists feature, which the catalogue does not import: the app puts it here.
 */
export interface SaveControls {
  Post: ComponentType<{ post: Post; placement: 'card' | 'page' }>;
  Ad: ComponentType<{ ad: NativeAd }>;
}

export const SaveControlsContext = createContext<SaveControls | null>(null);

export function PostSaveSlot({ post, placement }: { post: Post; placement: 'card' | 'page' }) {
  const controls = use(SaveControlsContext);
  return controls ? <controls.Post post={post} placement={placement} /> : null;
}

export function AdSaveSlot({ ad }: { ad: NativeAd }) {
  const controls = use(SaveControlsContext);
  return controls ? <controls.Ad ad={ad} /> : null;
}
