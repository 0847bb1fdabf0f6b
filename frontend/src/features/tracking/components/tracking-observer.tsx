import { useTracking } from '../hooks/use-tracking';

/**
 * Renders nothing: watches the page for impressions and clicks through data attributes (lib/tracked-element.ts), so
 * the components that show posts, ads and banners need no tracking code. Mount once, in the app layout.
 */
export function TrackingObserver() {
  useTracking();
  return null;
}
