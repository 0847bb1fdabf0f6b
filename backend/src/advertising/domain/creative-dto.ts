import type { CreativeContentDto, CreativeDto } from '@emberhold/contracts';
import type { CreativeStatus } from './creative-lifecycle';
import type { CreativeUploadType } from './creative-media';

/** The columns a CreativeDto is made from. */
export interface CreativeRow {
  id: number;
  campaignId: number;
  title: string;
  content: string;
  price: { toString(): string } | null;
  link: string;
  image: string | null;
  uploadType: CreativeUploadType;
  embed: string | null;
  gif: string | null;
  slug: string | null;
  status: CreativeStatus;
  disapprovalReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const CREATIVE_COLUMNS = {
  id: true,
  campaignId: true,
  title: true,
  content: true,
  price: true,
  link: true,
  image: true,
  uploadType: true,
  embed: true,
  gif: true,
  slug: true,
  status: true,
  disapprovalReason: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** The columns of what every view of a creative shows. */
export type CreativeContentRow = Pick<CreativeRow, 'id' | 'campaignId' | 'title' | 'content' | 'price' | 'link' | 'image' | 'uploadType' | 'embed' | 'gif' | 'slug'>;

/** What every view of a creative shows: the campaign it belongs to and the ad its advertiser wrote. */
export function toCreativeContentDto(row: CreativeContentRow): CreativeContentDto {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    title: row.title,
    content: row.content,
    price: row.price === null ? null : Number(row.price.toString()),
    link: row.link,
    image: row.image,
    upload_type: row.uploadType,
    embed: row.embed,
    gif: row.gif,
    slug: row.slug,
  };
}

/** The advertiser a staff view of a creative names, or null for a campaign that has none. */
export function creativeAdvertiser(advertiser: { id: number; username: string } | null): { user_id: number; username: string } | null {
  return advertiser ? { user_id: advertiser.id, username: advertiser.username } : null;
}

/** A creative as its advertiser (or staff) reads and edits it. */
export function toCreativeDto(row: CreativeRow): CreativeDto {
  return {
    ...toCreativeContentDto(row),
    status: row.status,
    disapproval_reason: row.disapprovalReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
