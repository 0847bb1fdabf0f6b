import type { TrackingRequest } from '@emberhold/contracts';
import type { SendJson } from '../lib/transport';

export const TRACKING_PATH = '/api/user/tracking';

/** POST /api/user/tracking: one impression batch or one single impression or click, each with its batch id. */
export function sendTracking(transport: SendJson, request: TrackingRequest, options: { urgent: boolean }): Promise<boolean> {
  return transport(TRACKING_PATH, request, options);
}
