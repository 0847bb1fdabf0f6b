import type {
  AddItemResponse,
  BoardResponse,
  DeleteBoardResponse,
  MoveItemResponse,
  RemoveAdResponse,
  RemoveItemResponse,
  SaveAdResponse,
} from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';
import type { Board } from './wishlist.types';

/** The wishlist writes of spec section 7; each answers once the change is committed, or throws ApiError with the server's words. */

export async function createBoard(body: { name: string; private: boolean }): Promise<Board> {
  return (await postJson<BoardResponse>('/api/user/wishlist/save-new-board', body)).wishlist;
}

export async function editBoard(body: { wishlist_id: number; name: string; private: boolean }): Promise<Board> {
  return (await postJson<BoardResponse>('/api/user/wishlist/edit-board', body)).wishlist;
}

export async function deleteBoard(body: { wishlist_id: number }): Promise<void> {
  await postJson<DeleteBoardResponse>('/api/user/wishlist/delete-board', body);
}

export async function addItem(body: { post_id: number; wishlist_id: number; comment: string }): Promise<void> {
  await postJson<AddItemResponse>('/api/user/wishlist/add', body);
}

/** Answers whether the post is still saved on another board of the user. */
export async function removeItem(body: { wishlist_id: number; post_id: number }): Promise<{ saved: boolean }> {
  const answer = await postJson<RemoveItemResponse>('/api/user/wishlist/remove', body);
  return { saved: answer.saved === true };
}

export async function moveItem(body: { source: number; target: number; post_id: number; comment: string }): Promise<void> {
  await postJson<MoveItemResponse>('/api/user/wishlist/move-wishlist-item', body);
}

export async function saveAd(body: { ad_id: number; wishlist_id: number }): Promise<void> {
  await postJson<SaveAdResponse>('/api/user/native_ad/add', body);
}

export async function removeAd(body: { ad_id: number }): Promise<void> {
  await postJson<RemoveAdResponse>('/api/user/native_ad/remove', body);
}
