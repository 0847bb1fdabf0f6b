import type { NativeAdClickRequest, NativeAdImpressionRequest } from '@emberhold/contracts';
import type { SendJson } from '../lib/transport';

export const NATIVE_AD_IMPRESSION_PATH = '/api/user/native_ad/tracking/impression/';
export const NATIVE_AD_CLICK_PATH = '/api/user/native_ad/tracking/click/';

/** POST /api/user/native_ad/tracking/impression/ {ad_id, offer, session} */
export function sendNativeAdImpression(transport: SendJson, request: NativeAdImpressionRequest, options: { urgent: boolean }): Promise<boolean> {
  return transport(NATIVE_AD_IMPRESSION_PATH, request, options);
}

/** POST /api/user/native_ad/tracking/click/ {ad_id, offer, session}: always by beacon, the ad's page may replace this one. */
export function sendNativeAdClick(transport: SendJson, request: NativeAdClickRequest): Promise<boolean> {
  return transport(NATIVE_AD_CLICK_PATH, request, { urgent: true });
}
