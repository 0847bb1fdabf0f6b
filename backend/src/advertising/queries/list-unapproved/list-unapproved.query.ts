import { Query } from '@nestjs/cqrs';

/** A creative waiting for approval, as the approval page previews it. */
export interface UnapprovedCreativeDto {
  id: number;
  campaign_id: number;
  title: string;
  content: string;
  price: number | null;
  link: string;
  image: string | null;
  upload_type: 'image' | 'gif' | 'embed';
  embed: string | null;
  gif: string | null;
  created_at: string;
  advertiser: { user_id: number; username: string } | null;
}

/** The most creatives one answer lists; the queue is worked from the oldest. */
export const UNAPPROVED_LIMIT = 200;

export class ListUnapprovedQuery extends Query<UnapprovedCreativeDto[]> {}
