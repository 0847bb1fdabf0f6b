import { CreativeTransitionError, creativeMoves, isShownAsAd, nextCreativeStatus, type CreativeAction, type CreativeStatus } from './creative-lifecycle';

const statuses: CreativeStatus[] = ['draft', 'pending_approval', 'running', 'disapproved', 'paused', 'finished'];
const actions: CreativeAction[] = ['approve', 'disapprove', 'pause', 'resume', 'finish', 'edit'];

describe('the creative lifecycle', () => {
  it('allows exactly the moves of approval, disapproval, pause, resume, finishing and editing', () => {
    const allowed = statuses.flatMap((status) =>
      actions.flatMap((action) => {
        try {
          return [`${status} --${action}--> ${nextCreativeStatus(status, action)}`];
        } catch (error) {
          expect(error).toBeInstanceOf(CreativeTransitionError);
          return [];
        }
      }),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending_approval --approve--> running',
        'disapproved --approve--> running',
        'pending_approval --disapprove--> disapproved',
        'running --disapprove--> disapproved',
        'paused --disapprove--> disapproved',
        'running --pause--> paused',
        'paused --resume--> running',
        // Finished is for good: from running or paused, and nothing leaves it.
        'running --finish--> finished',
        'paused --finish--> finished',
        // Editing: a draft stays a draft; after payment it goes back to the approval queue.
        'draft --edit--> draft',
        'pending_approval --edit--> pending_approval',
        'running --edit--> pending_approval',
        'paused --edit--> pending_approval',
        'disapproved --edit--> pending_approval',
      ].sort(),
    );
  });

  it('says what the creative is and what cannot be done, as a conflict', () => {
    const refused = (() => {
      try {
        nextCreativeStatus('disapproved', 'resume');
      } catch (error) {
        return error as CreativeTransitionError;
      }
      return undefined;
    })();
    expect(refused).toMatchObject({ kind: 'conflict', code: 'CREATIVE_STATUS_CONFLICT', message: 'This creative is disapproved, so it cannot be resumed.' });
    expect(() => nextCreativeStatus('draft', 'approve')).toThrow('This creative is not paid for yet, so it cannot be approved.');
    expect(() => nextCreativeStatus('finished', 'pause')).toThrow('This creative is finished, so it cannot be paused.');
    expect(() => nextCreativeStatus('finished', 'edit')).toThrow('This creative is finished, so it cannot be edited.');
    expect(() => nextCreativeStatus('pending_approval', 'finish')).toThrow('This creative is waiting for approval, so it cannot be finished.');
  });

  it('sends a draft to the approval queue when its campaign is paid for, and moves nothing else', () => {
    expect(nextCreativeStatus('draft', 'pay')).toBe('pending_approval');
    for (const status of statuses.filter((s) => s !== 'draft')) {
      expect(() => nextCreativeStatus(status, 'pay')).toThrow(CreativeTransitionError);
    }
    expect(() => nextCreativeStatus('running', 'pay')).toThrow('This creative is running, so it cannot be paid for.');
    expect(creativeMoves('pay')).toEqual([{ from: 'draft', to: 'pending_approval' }]);
  });

  it('lists the moves of an action as the transitions allow them', () => {
    for (const action of [...actions, 'pay' as const]) {
      for (const { from, to } of creativeMoves(action)) expect(nextCreativeStatus(from, action)).toBe(to);
      const movable = new Set(creativeMoves(action).map((move) => move.from));
      for (const status of statuses.filter((s) => !movable.has(s))) expect(() => nextCreativeStatus(status, action)).toThrow(CreativeTransitionError);
    }
  });

  it('shows only running creatives as native ads', () => {
    expect(statuses.filter(isShownAsAd)).toEqual(['running']);
  });
});
