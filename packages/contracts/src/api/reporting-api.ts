/** The post debug record of spec section 3, as GET /api/user/debug/{postId} sends it in `data`. Dates are ISO times. */
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
