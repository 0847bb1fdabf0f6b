import { isSeen, readSighting, sightingKey } from './tracked-element';

describe('tracked elements', () => {
  it('reads a list card with its sort, page and position', () => {
    expect(readSighting({ track: 'list', postId: '42', sort: 'new', page: '2', position: '7' })).toEqual({
      kind: 'post',
      surface: 'list',
      id: 42,
      sort: 'new',
      page: 2,
      position: 7,
    });
  });

  it('reads the editorial, post page and bottom banner surfaces by their ids, without a list place', () => {
    expect(readSighting({ track: 'editorial', postId: '5', sort: 'new', page: '1' })).toEqual({ kind: 'post', surface: 'editorial', id: 5 });
    expect(readSighting({ track: 'postpage', postId: '6' })).toEqual({ kind: 'post', surface: 'postpage', id: 6 });
    expect(readSighting({ track: 'bottom-banner', bannerId: '3', postId: '9' })).toEqual({ kind: 'post', surface: 'bottom-banner', id: 3 });
  });

  it('reads a native ad by its id and offer, and skips an ad without an offer', () => {
    expect(readSighting({ track: 'native-ad', adId: '8', offer: 'of_1' })).toEqual({ kind: 'native-ad', adId: 8, offer: 'of_1' });
    expect(readSighting({ track: 'native-ad', adId: '8' })).toBeNull();
  });

  it('skips elements whose attributes the API would refuse', () => {
    expect(readSighting({ postId: '1' })).toBeNull();
    expect(readSighting({ track: 'sidebar', postId: '1' })).toBeNull();
    expect(readSighting({ track: 'list', postId: 'abc' })).toBeNull();
    expect(readSighting({ track: 'list', postId: '0' })).toBeNull();
    expect(readSighting({ track: 'list', postId: '99999999999' })).toBeNull();
    expect(readSighting({ track: 'list', postId: '1', page: '-1', position: 'x' })).toEqual({ kind: 'post', surface: 'list', id: 1 });
  });

  it('keys impressions by surface and post, and ads by offer', () => {
    expect(sightingKey({ kind: 'post', surface: 'list', id: 1, position: 3 })).toBe(sightingKey({ kind: 'post', surface: 'list', id: 1, position: 9 }));
    expect(sightingKey({ kind: 'post', surface: 'list', id: 1 })).not.toBe(sightingKey({ kind: 'post', surface: 'editorial', id: 1 }));
    expect(sightingKey({ kind: 'native-ad', adId: 1, offer: 'a' })).not.toBe(sightingKey({ kind: 'native-ad', adId: 1, offer: 'b' }));
  });
});

describe('seen in the viewport', () => {
  const box = (top: number, height: number, left = 0, width = 300) => ({ top, bottom: top + height, left, right: left + width });

  it('counts an element at least half inside the viewport', () => {
    expect(isSeen(box(0, 400), 1280, 800)).toBe(true);
    expect(isSeen(box(600, 400), 1280, 800)).toBe(true);
    expect(isSeen(box(601, 400), 1280, 800)).toBe(false);
    expect(isSeen(box(-201, 400), 1280, 800)).toBe(false);
  });

  it('measures the width too', () => {
    expect(isSeen(box(0, 400, 1100, 300), 1280, 800)).toBe(true);
    expect(isSeen(box(0, 400, 1140, 300), 1280, 800)).toBe(false);
  });

  it('counts an element taller than the viewport once it fills half of it', () => {
    expect(isSeen(box(0, 3000, 0, 390), 390, 844)).toBe(true);
    expect(isSeen(box(500, 3000, 0, 390), 390, 844)).toBe(false);
  });

  it('never counts a hidden element or one outside the viewport', () => {
    expect(isSeen(box(0, 0), 1280, 800)).toBe(false);
    expect(isSeen(box(900, 300), 1280, 800)).toBe(false);
    expect(isSeen(box(0, 300), 0, 0)).toBe(false);
  });
});
