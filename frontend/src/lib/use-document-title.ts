import { useEffect } from 'react';

export const SITE_NAME = 'Emberhold Gifts';

/** The server sends the right title on first load; this keeps it right across client-side navigation. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — gifts for fans of The Emberhold Saga`;
  }, [title]);
}
