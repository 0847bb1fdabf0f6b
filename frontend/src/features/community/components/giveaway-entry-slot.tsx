import { lazy, Suspense, type ComponentType } from 'react';
import type { GiveawayEntryProps } from './giveaway-entry';

// The button, its modal and their calls are a chunk of their own: only giveaway pages fetch it.
const GiveawayEntry = lazy(
  (): Promise<{ default: ComponentType<GiveawayEntryProps> }> =>
    import('./giveaway-entry').then(
      (module) => ({ default: module.GiveawayEntry }),
      () => ({ default: () => null }),
    ),
);

/** What the giveaway page shows where entries go; the app hands it the auth status. */
export function GiveawayEntrySlot(props: GiveawayEntryProps) {
  return (
    <Suspense fallback={<div style={{ minHeight: 44, margin: '20px 0 24px' }} aria-hidden="true" />}>
      <GiveawayEntry {...props} />
    </Suspense>
  );
}
