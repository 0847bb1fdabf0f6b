import { Query } from '@nestjs/cqrs';

/** The post debug record of spec section 3. */
export interface PostDebugRecord {
  id: number;
  first_published: string | null;
  published: string | null;
  saves: number;
  clicks: number;
  impressions: number;
  mobile_clicks: number;
  mobile_impressions: number;
  earnings_score: number;
  week_score: number;
  editorial_clicks: number;
  editorial_impressions: number;
  mobile_editorial_clicks: number;
  mobile_editorial_impressions: number;
  postpage_clicks: number;
  postpage_impressions: number;
  mobile_postpage_clicks: number;
  mobile_postpage_impressions: number;
}

export class GetPostDebugQuery extends Query<PostDebugRecord> {
  constructor(readonly postId: number) {
    super();
  }
}
