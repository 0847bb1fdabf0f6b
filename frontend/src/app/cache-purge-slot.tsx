import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { selectIsStaff, useAuthStore } from '../features/auth/stores/auth.store';
import { purgeToolAllowed } from '../features/cache-purge/lib/purge-gate';

// Loaded only when allowed, as the debug panel is: visitors never download it.
const CachePurgePanel = lazy(
  (): Promise<{ default: ComponentType<{ pagePath: string }> }> =>
    import('../features/cache-purge/components/cache-purge-panel').then(
      (module) => ({ default: module.CachePurgePanel }),
      () => ({ default: () => null }),
    ),
);

/**
 * The purge tool of spec section 2: on the home page with `?purge`, once authentication has finished, for staff; for
 * anyone else the flag does nothing. The app joins the auth and cache-purge features here.
 */
export function CachePurgeSlot() {
  const { pathname, search } = useLocation();
  const authFinished = useAuthStore((state) => state.authFinished);
  const staff = useAuthStore(selectIsStaff);
  if (!purgeToolAllowed({ pathname, search, authFinished, staff })) return null;
  return (
    <Suspense fallback={null}>
      <CachePurgePanel pagePath={pathname} />
    </Suspense>
  );
}
