import type { Meta } from './api-envelope';
import type { CreativeContentDto, CreativeDto, CreativeStatusDto } from './advertising-api';

/** Spec section 5, word for word: converting a creative to a boost needs a post. */
export const PROVIDE_POST_ID = 'Please provide a post id';

/** Creatives a page of GET /api/user/admin-creatives/{page} holds. */
export const ADMIN_CREATIVES_PAGE_SIZE = 25;

/** GET /api/user/admin-creatives/{page} (admins): one creative of any advertiser, newest first. */
export interface AdminCreativeDto extends CreativeContentDto {
  status: CreativeStatusDto;
  created_at: string;
  updated_at: string;
  advertiser: { user_id: number; username: string } | null;
  /** Whether the campaign's fee is paid (a succeeded campaign-fee charge). */
  paid: boolean;
  /** The boost this creative was converted to, if it was. */
  converted_boost: { id: number; date: string; post_id: number } | null;
}

export interface AdminCreativesPageResponse {
  meta: Meta;
  creatives: AdminCreativeDto[];
  has_more: boolean;
}

/**
 * POST /api/user/admin-creative/{id} {title, content, price, link, upload_type?, image | gif | embed}: the creative after a
 * staff edit (without upload_type it keeps its type).
 */
export interface AdminCreativeEditResponse {
  meta: Meta;
  creative: CreativeDto;
}

/** POST /api/user/admin-convert-to-boost {ad_id, post_id, date}: the paid boost made from the creative. */
export interface ConvertedBoostDto {
  boost_id: number;
  creative_id: number;
  post_id: number;
  date: string;
  price_cents: number;
  payment_id: number;
}

export interface ConvertToBoostResponse {
  meta: Meta;
  boost: ConvertedBoostDto;
}
