import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { adoptScrollVariant, currentScrollVariant, settleScrollVariant } from '../../../lib/scroll-variant';
import { sessionId, visitorKind, type CookieJar } from '../../../lib/session';
import { getSubtag } from '../api/get-subtag';
import { sendNativeAdClick, sendNativeAdImpression } from '../api/send-native-ad-tracking';
import { sendTracking } from '../api/send-tracking';
import { startSession } from '../api/start-session';
import { NativeAdTracker } from '../lib/native-ad-tracker';
import { startPageTracker } from '../lib/page-tracker';
import { TrackingQueue } from '../lib/tracking-queue';
import { createTransport } from '../lib/transport';
import { isValidSubtag, keepSubtag, keptSubtag, markReported, needsReport, startSessionRequest, subtagQuery } from '../lib/visit-session';
import { useTrackingStore } from '../stores/tracking.store';

const cookies: CookieJar = { read: (name) => readCookie(name), write: writeCookie };

interface Tracker {
  queue: TrackingQueue;
  ads: NativeAdTracker;
}

/** One tracker per tab, for the life of the page (it outlives React's remounts, so nothing waiting is lost). */
let tracker: Tracker | null = null;

function pageTracker(): Tracker {
  if (tracker) return tracker;
  const transport = createTransport();
  const currentSession = () => sessionId();
  const queue = new TrackingQueue({ sessionId: currentSession, send: (request, options) => sendTracking(transport, request, options) });
  // Impressions wait for the visit's session to be reported (see setReady).
  queue.setReady(false);
  const ads = new NativeAdTracker({
    sessionId: currentSession,
    sendImpression: (request, options) => void sendNativeAdImpression(transport, request, options),
    sendClick: (request) => void sendNativeAdClick(transport, request),
  });
  tracker = { queue, ads };
  return tracker;
}

/** The session id being reported now, so a remount or a quick second navigation does not report it twice. */
let reporting: string | null = null;

/**
 * Reports the visit's session the first time one of its pages shows, then learns its subtag. A session that runs out
 * while the tab is open is replaced by sessionId(); the next navigation reports the new one. Failures are silent:
 * tracking never gets in the visitor's way, and the next navigation tries again.
 *
 * The API tells first-time from returning visitors by the ten-year visited cookie the report carries, so that cookie
 * is set only once the report has been answered: set alongside it, it could ride along on the first visit's report.
 */
async function reportVisit(queue: TrackingQueue): Promise<void> {
  const id = sessionId();
  const store = useTrackingStore.getState();
  if (store.reportedSessionId === id || reporting === id) return;
  reporting = id;
  try {
    if (needsReport(id, cookies)) {
      const screen = { width: window.screen.width, height: window.screen.height, coarsePointer: window.matchMedia?.('(pointer: coarse)').matches ?? false };
      const answer = await startSession(startSessionRequest(id, screen, document.referrer, currentScrollVariant()));
      // A first visit learns its list variant here: the API named it from the visitor id (user_id cookie) it made.
      settleScrollVariant(answer.scroll_variant);
      markReported(id, cookies);
    }
    store.sessionReported(id);
  } catch {
    // Not marked: the next navigation reports it again.
  } finally {
    reporting = null;
    visitorKind();
    queue.setReady(true);
  }
  const kept = keptSubtag(id, cookies);
  if (kept) return store.subtagKnown(kept);
  try {
    const { subtag } = await getSubtag(subtagQuery(id, document.referrer, '', window.location.href));
    if (!isValidSubtag(subtag)) return;
    keepSubtag(id, subtag, cookies);
    store.subtagKnown(subtag);
  } catch {
    // Links simply go out without the visitor's subtag.
  }
}

/** Impressions, clicks, the visit's session and subtag for the whole site; mounted once by the app layout. */
export function useTracking(): void {
  const { key } = useLocation();

  useEffect(() => {
    const { queue, ads } = pageTracker();
    return startPageTracker({ document, window, queue, ads, subtag: () => useTrackingStore.getState().subtag });
  }, []);

  // Every navigation is a new page view: each post may be counted once more.
  useEffect(() => {
    const { queue } = pageTracker();
    queue.newPageView();
    // ?scroll_variant= forces the list variant (staff and QA); read before the visit is reported, which records it.
    adoptScrollVariant();
    void reportVisit(queue);
  }, [key]);
}
