import { pagesIn, purgeToolAllowed } from './purge-gate';

describe('the purge tool gate', () => {
  const staffAt = (pathname: string, search: string) => purgeToolAllowed({ pathname, search, authFinished: true, staff: true });

  it('opens on a home page with the purge flag, for staff once authentication has finished', () => {
    expect(staffAt('/', '?purge')).toBe(true);
    expect(staffAt('/uk/', '?purge=1')).toBe(true);
    expect(purgeToolAllowed({ pathname: '/', search: '?purge', authFinished: true, staff: false })).toBe(false);
    expect(purgeToolAllowed({ pathname: '/', search: '?purge', authFinished: false, staff: true })).toBe(false);
  });

  it('stays shut without the flag and on other pages', () => {
    expect(staffAt('/', '')).toBe(false);
    expect(staffAt('/', '?dev')).toBe(false);
    expect(staffAt('/new/', '?purge')).toBe(false);
    expect(staffAt('/dragon-mug/', '?purge')).toBe(false);
  });

  it('reads one page per line, dropping blanks and repeats', () => {
    expect(pagesIn('/new/\n\n  /gifts/ \n/new/\nhttps://gifts.example/uk/dragon-mug/')).toEqual(['/new/', '/gifts/', 'https://gifts.example/uk/dragon-mug/']);
  });
});
