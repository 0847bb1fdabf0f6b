import { create } from 'zustand';

/** The visit as the tracker knows it: client state only (the calls themselves are fire and forget). */
export interface TrackingState {
  /** The session id POST /api/user/sessionid has accepted, or null until it has. */
  reportedSessionId: string | null;
  /** The visit's affiliate subtag, appended to outbound Amazon links when they are clicked; null until known. */
  subtag: string | null;
  sessionReported: (sessionId: string) => void;
  subtagKnown: (subtag: string) => void;
}

export const useTrackingStore = create<TrackingState>()((set) => ({
  reportedSessionId: null,
  subtag: null,
  sessionReported: (reportedSessionId) => set({ reportedSessionId }),
  subtagKnown: (subtag) => set({ subtag }),
}));
