import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useAuthModalStore } from '../../../lib/auth-modal';
import type { CommunityAuthStatus } from '../lib/community-auth';
import { NEWSLETTER_CTA_DELAY_MS, NEWSLETTER_CTA_SCROLL_PX, newsletterCtaEligible, newsletterCtaHidden } from '../lib/newsletter-cta';

// The modal and its form are a chunk of their own, fetched only when the call to action is about to show.
const NewsletterCta = lazy(
  (): Promise<{ default: ComponentType<{ onClosed: () => void }> }> =>
    import('./newsletter-cta').then(
      (module) => ({ default: module.NewsletterCta }),
      () => ({ default: () => null }),
    ),
);

/**
 * Decides when the newsletter call to action comes (spec sections 2 and 9): for visitors who are not logged in and
 * have not hidden it, on catalogue pages, once they have spent NEWSLETTER_CTA_DELAY_MS on them or scrolled
 * NEWSLETTER_CTA_SCROLL_PX down a page; never over the login/register modal, and once per page load.
 */
export function NewsletterCtaSlot({ authStatus }: { authStatus: CommunityAuthStatus }) {
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState(() => newsletterCtaHidden());
  const [due, setDue] = useState(false);
  const [state, setState] = useState<'waiting' | 'shown' | 'done'>('waiting');
  const authModalOpen = useAuthModalStore((store) => store.mounted);
  const eligible = state === 'waiting' && newsletterCtaEligible({ authStatus, hidden, pathname });

  useEffect(() => {
    if (!eligible || due) return;
    const timer = window.setTimeout(() => setDue(true), NEWSLETTER_CTA_DELAY_MS);
    const onScroll = () => {
      if (window.scrollY >= NEWSLETTER_CTA_SCROLL_PX) setDue(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [eligible, due]);

  useEffect(() => {
    if (eligible && due && !authModalOpen) setState('shown');
  }, [eligible, due, authModalOpen]);

  if (state !== 'shown') return null;
  return (
    <Suspense fallback={null}>
      <NewsletterCta
        onClosed={() => {
          setState('done');
          setHidden(newsletterCtaHidden());
        }}
      />
    </Suspense>
  );
}
