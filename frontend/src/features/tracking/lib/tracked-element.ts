/**
 * What the page tells the tracker through data attributes, so catalogue and chrome components need no tracking code.
 * Every tracked element carries `data-track` (its surface) and:
 * - `list` or `related` (a card in a list): `data-post-id`, and `data-sort`, `data-page`, `data-position` where known;
 * - `editorial` (the featured post placed in a list), `postpage` (the post page's article): `data-post-id`;
 * - `bottom-banner`: `data-banner-id`;
 * - `native-ad`: `data-ad-id` and `data-offer` (the one-time id the ad was handed out with).
 */
export const TRACK_SELECTOR = '[data-track]';

export type PostSurface = 'list' | 'related' | 'editorial' | 'postpage' | 'bottom-banner';

export interface PostSighting {
  kind: 'post';
  surface: PostSurface;
  /** The post's id; the banner's id for the bottom banner. */
  id: number;
  sort?: string;
  page?: number;
  position?: number;
}

export interface AdSighting {
  kind: 'native-ad';
  adId: number;
  offer: string;
}

export type Sighting = PostSighting | AdSighting;

/** An element's dataset (DOMStringMap) or a plain object in tests. */
export type DataAttributes = Readonly<Record<string, string | undefined>>;

const POST_SURFACES: readonly string[] = ['list', 'related', 'editorial', 'postpage', 'bottom-banner'] satisfies PostSurface[];
const MAX_ID = 2_147_483_647;

function positiveId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : undefined;
}

function count(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 10_000 ? n : undefined;
}

/** The sighting an element describes, or null when its attributes are missing or malformed (it is then not tracked). */
export function readSighting(data: DataAttributes): Sighting | null {
  const surface = data.track;
  if (surface === 'native-ad') {
    const adId = positiveId(data.adId);
    const offer = data.offer;
    // Without its offer an ad's impression or click cannot be attributed; the API would refuse it.
    return adId !== undefined && offer && offer.length <= 200 ? { kind: 'native-ad', adId, offer } : null;
  }
  if (surface === undefined || !POST_SURFACES.includes(surface)) return null;
  const id = positiveId(surface === 'bottom-banner' ? data.bannerId : data.postId);
  if (id === undefined) return null;
  const sighting: PostSighting = { kind: 'post', surface: surface as PostSurface, id };
  if (surface === 'list' || surface === 'related') {
    const sort = data.sort;
    const page = count(data.page);
    const position = count(data.position);
    if (sort && sort.length <= 64) sighting.sort = sort;
    if (page !== undefined) sighting.page = page;
    if (position !== undefined) sighting.position = position;
  }
  return sighting;
}

/** One impression per post per surface per page view; one per offer for a native ad. */
export function sightingKey(sighting: Sighting): string {
  return sighting.kind === 'native-ad' ? `ad:${sighting.offer}` : `${sighting.surface}:${sighting.id}`;
}

export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/**
 * Seen: at least half of the element is inside the viewport. An element too large to ever be half in view (a post
 * page's article on a phone) counts once it fills half of the viewport.
 */
export function isSeen(box: Box, viewportWidth: number, viewportHeight: number): boolean {
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  if (width <= 0 || height <= 0 || viewportWidth <= 0 || viewportHeight <= 0) return false;
  const visibleWidth = Math.min(box.right, viewportWidth) - Math.max(box.left, 0);
  const visibleHeight = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0);
  if (visibleWidth <= 0 || visibleHeight <= 0) return false;
  const visible = visibleWidth * visibleHeight;
  return visible >= 0.5 * width * height || visible >= 0.5 * viewportWidth * viewportHeight;
}
