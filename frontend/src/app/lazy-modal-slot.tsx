import { lazy, Suspense, useEffect, type ComponentType } from 'react';

/**
 * The slot of a modal whose code is a chunk of its own, loaded the first time its store mounts it, so visitors who
 * never open it never download it. Without its code (a failed chunk load) the modal cannot open: `unavailable` runs
 * instead, to close the store's modal (and send the visitor wherever the modal stood for).
 */
export function lazyModalSlot(load: () => Promise<ComponentType>, useMounted: () => boolean, unavailable: () => void): ComponentType {
  function Unavailable() {
    useEffect(unavailable, []);
    return null;
  }
  const Modal = lazy(
    (): Promise<{ default: ComponentType }> =>
      load().then(
        (component) => ({ default: component }),
        () => ({ default: Unavailable }),
      ),
  );
  return function ModalSlot() {
    if (!useMounted()) return null;
    return (
      <Suspense fallback={null}>
        <Modal />
      </Suspense>
    );
  };
}
