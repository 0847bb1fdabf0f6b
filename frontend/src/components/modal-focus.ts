/**
 * The keyboard rules of a modal dialog (spec section 2, Modals), kept apart from React and the DOM so they can be
 * checked on their own: where Tab and Shift+Tab go to stay inside the dialog, and which of several open dialogs is the
 * one on top (the only one that answers the keyboard; the page behind is locked while any is open).
 */

/** What a Tab press should do: move focus to an element, keep it inside the dialog, or let the browser move it. */
export type TabMove<T> = { kind: 'focus'; target: T } | { kind: 'hold' } | { kind: 'browser' };

export interface TabInput<T> {
  /** The dialog's elements Tab can reach, in document order. */
  tabbable: readonly T[];
  /** What has focus now, if anything. */
  active: T | null;
  /** Whether `active` is inside the dialog (the dialog itself and its title count). */
  inside: boolean;
  /** Shift+Tab. */
  backwards: boolean;
  /** Whether `a` comes before `b` in the document (an element comes before what it contains). */
  precedes: (a: T, b: T) => boolean;
}

/**
 * Tab from the last element goes to the first, Shift+Tab from the first (or from anything before it inside the
 * dialog: the dialog itself, its title) goes to the last, and focus that got outside comes back in; with nothing to
 * reach, focus holds still. Everything else is the browser's ordinary move, which stays inside.
 */
export function tabMove<T>({ tabbable, active, inside, backwards, precedes }: TabInput<T>): TabMove<T> {
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (first === undefined || last === undefined) return { kind: 'hold' };
  if (active === null || !inside) return { kind: 'focus', target: backwards ? last : first };
  if (backwards) return active === first || precedes(active, first) ? { kind: 'focus', target: last } : { kind: 'browser' };
  return active === last || precedes(last, active) ? { kind: 'focus', target: first } : { kind: 'browser' };
}

/**
 * The open dialogs, newest last. The first to open locks the page behind and the last to close unlocks it; only the
 * newest answers Escape and Tab.
 */
export class ModalStack<T> {
  private readonly open: T[] = [];

  /** Adds a dialog; true when it is the first, so the page must be locked. */
  push(dialog: T): boolean {
    this.remove(dialog);
    this.open.push(dialog);
    return this.open.length === 1;
  }

  /** Takes a dialog off; true when it was the last one, so the page can be unlocked. */
  remove(dialog: T): boolean {
    const index = this.open.indexOf(dialog);
    if (index === -1) return false;
    this.open.splice(index, 1);
    return this.open.length === 0;
  }

  isTop(dialog: T): boolean {
    return this.open.length > 0 && this.open[this.open.length - 1] === dialog;
  }

  get size(): number {
    return this.open.length;
  }
}
