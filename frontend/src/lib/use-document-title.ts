import { useLayoutEffect } from 'react';

export const SITE_NAME = 'Emberhold Gifts';

/**
 * The server sends the right title on first load; this keeps it right across client-side navigation. It is set in
 * the same commit as the page's content (a layout effect), so the title never lags behind what is on screen.
 */
export function useDocumentTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — gifts for fans of The Emberhold Saga`;
  }, [title]);
}
