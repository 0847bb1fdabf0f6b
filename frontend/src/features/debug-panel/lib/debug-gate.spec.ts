import { debugPanelAllowed, hasDevParameter, postIdOf } from './debug-gate';

describe('when the debug panel may show', () => {
  it('takes the dev parameter with any value or none', () => {
    expect(hasDevParameter('?dev')).toBe(true);
    expect(hasDevParameter('?dev=1')).toBe(true);
    expect(hasDevParameter('?page=2&dev=')).toBe(true);
    expect(hasDevParameter('')).toBe(false);
    expect(hasDevParameter('?developer=1')).toBe(false);
  });

  it('shows only with the dev parameter, after authentication has finished, for staff', () => {
    expect(debugPanelAllowed({ search: '?dev', authFinished: true, staff: true })).toBe(true);
    expect(debugPanelAllowed({ search: '', authFinished: true, staff: true })).toBe(false);
    expect(debugPanelAllowed({ search: '?dev', authFinished: false, staff: true })).toBe(false);
    expect(debugPanelAllowed({ search: '?dev', authFinished: true, staff: false })).toBe(false);
  });

  it('reads the post id an article carries', () => {
    expect(postIdOf('42')).toBe(42);
    expect(postIdOf('0')).toBeNull();
    expect(postIdOf('4x')).toBeNull();
    expect(postIdOf('99999999999')).toBeNull();
    expect(postIdOf(undefined)).toBeNull();
  });
});
