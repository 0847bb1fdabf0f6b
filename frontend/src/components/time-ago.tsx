import { useState } from 'react';
import { relativeTime } from '../lib/relative-time';
import { renderNow } from '../lib/render-clock';

/**
 * How long ago a moment was ("3 days ago", "in 2 hours"), said beside its date, in the spec's wording (section 9). The
 * clock is read once when it first shows, so the words do not change under the reader.
 */
export function TimeAgo({ date, separator = ' · ' }: { date: string | null | undefined; separator?: string }) {
  const [now] = useState(renderNow);
  const words = date ? relativeTime(date, now) : '';
  if (!words) return null;
  return (
    <span data-time-ago="">
      {separator}
      {words}
    </span>
  );
}
