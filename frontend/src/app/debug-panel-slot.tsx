import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { selectIsStaff, useAuthStore } from '../features/auth/stores/auth.store';
import { debugPanelAllowed } from '../features/debug-panel/lib/debug-gate';

// Loaded only when allowed, so visitors never download it; a failed load leaves the page without a panel.
const DebugPanel = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('../features/debug-panel/components/debug-panel').then(
      (module) => ({ default: module.DebugPanel }),
      () => ({ default: () => null }),
    ),
);

/**
 * The staff debug panel where spec section 2 allows it: with the dev parameter in the address, once authentication
 * has finished, for editors and access users. The app joins the two features here, as features never import each other.
 */
export function DebugPanelSlot() {
  const { search } = useLocation();
  const authFinished = useAuthStore((state) => state.authFinished);
  const staff = useAuthStore(selectIsStaff);
  if (!debugPanelAllowed({ search, authFinished, staff })) return null;
  return (
    <Suspense fallback={null}>
      <DebugPanel />
    </Suspense>
  );
}
