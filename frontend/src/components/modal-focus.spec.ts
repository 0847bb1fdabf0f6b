import { ModalStack, tabMove, type TabInput } from './modal-focus';

// A dialog laid out as document positions: 0 the dialog itself, 1 its close button, 2 its heading (focusable from
// script only), 3 a field, 4 the submit button; 9 something on the page outside.
const DIALOG = 0;
const CLOSE = 1;
const HEADING = 2;
const FIELD = 3;
const SUBMIT = 4;
const OUTSIDE = 9;
const precedes = (a: number, b: number) => a < b;

function press(active: number | null, backwards: boolean, tabbable: readonly number[] = [CLOSE, FIELD, SUBMIT]) {
  const input: TabInput<number> = { tabbable, active, inside: active !== null && active < OUTSIDE, backwards, precedes };
  return tabMove(input);
}

describe('Tab inside a modal dialog', () => {
  it('goes from the last element back to the first, and Shift+Tab from the first to the last', () => {
    expect(press(SUBMIT, false)).toEqual({ kind: 'focus', target: CLOSE });
    expect(press(CLOSE, true)).toEqual({ kind: 'focus', target: SUBMIT });
  });

  it('leaves the moves in between to the browser, which stays inside', () => {
    expect(press(CLOSE, false)).toEqual({ kind: 'browser' });
    expect(press(FIELD, false)).toEqual({ kind: 'browser' });
    expect(press(SUBMIT, true)).toEqual({ kind: 'browser' });
    expect(press(FIELD, true)).toEqual({ kind: 'browser' });
  });

  it('from the heading or the dialog itself, Tab goes on in order and Shift+Tab wraps to the last element', () => {
    expect(press(HEADING, false)).toEqual({ kind: 'browser' });
    expect(press(DIALOG, false)).toEqual({ kind: 'browser' });
    expect(press(DIALOG, true)).toEqual({ kind: 'focus', target: SUBMIT });
    // With no close button the heading comes before everything Tab reaches.
    expect(press(HEADING, true, [FIELD, SUBMIT])).toEqual({ kind: 'focus', target: SUBMIT });
  });

  it('brings focus that got outside (or was nowhere) back in at the end it comes from', () => {
    expect(press(OUTSIDE, false)).toEqual({ kind: 'focus', target: CLOSE });
    expect(press(OUTSIDE, true)).toEqual({ kind: 'focus', target: SUBMIT });
    expect(press(null, false)).toEqual({ kind: 'focus', target: CLOSE });
  });

  it('holds focus still when there is nothing to reach, and cycles on one element', () => {
    expect(press(HEADING, false, [])).toEqual({ kind: 'hold' });
    expect(press(HEADING, true, [])).toEqual({ kind: 'hold' });
    expect(press(FIELD, false, [FIELD])).toEqual({ kind: 'focus', target: FIELD });
    expect(press(FIELD, true, [FIELD])).toEqual({ kind: 'focus', target: FIELD });
  });
});

describe('the open modal dialogs', () => {
  it('locks the page with the first to open and unlocks it with the last to close', () => {
    const stack = new ModalStack<string>();
    expect(stack.push('newsletter')).toBe(true);
    expect(stack.push('login')).toBe(false);
    expect(stack.remove('login')).toBe(false);
    expect(stack.remove('newsletter')).toBe(true);
    expect(stack.size).toBe(0);
  });

  it('lets only the newest answer the keyboard, and the one below once it has gone', () => {
    const stack = new ModalStack<string>();
    stack.push('newsletter');
    stack.push('login');
    expect(stack.isTop('login')).toBe(true);
    expect(stack.isTop('newsletter')).toBe(false);
    stack.remove('login');
    expect(stack.isTop('newsletter')).toBe(true);
  });

  it('ignores a dialog closed twice, and moves one opened again to the top', () => {
    const stack = new ModalStack<string>();
    stack.push('a');
    stack.push('b');
    expect(stack.remove('c')).toBe(false);
    stack.push('a');
    expect(stack.isTop('a')).toBe(true);
    expect(stack.size).toBe(2);
    expect(stack.remove('a')).toBe(false);
    expect(stack.remove('a')).toBe(false);
    expect(stack.remove('b')).toBe(true);
    expect(stack.isTop('b')).toBe(false);
  });
});
