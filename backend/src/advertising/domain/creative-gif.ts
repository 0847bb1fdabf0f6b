import { CREATIVE_GIF_MAX_BYTES, CREATIVE_GIF_MAX_CANVAS_PIXELS, CREATIVE_GIF_MAX_FRAMES } from '@emberhold/contracts';

export { CREATIVE_GIF_MAX_BYTES, CREATIVE_GIF_MAX_CANVAS_PIXELS, CREATIVE_GIF_MAX_FRAMES };

/** All frames together, decoded: a GIF at the frame limit must be small, a large one short. */
export const CREATIVE_GIF_MAX_TOTAL_PIXELS = 50_000_000;

export const GIF_TOO_LARGE = `Your GIF is too large. Please choose one under ${CREATIVE_GIF_MAX_BYTES / 1024 / 1024} MB.`;
export const GIF_WRONG_TYPE = 'Please upload a GIF image (.gif).';
export const GIF_TOO_MANY_FRAMES = `Your GIF has too many frames. Please choose one of at most ${CREATIVE_GIF_MAX_FRAMES} frames.`;
export const GIF_CANVAS_TOO_LARGE = `Your GIF is too large in pixels. Please choose one of at most ${CREATIVE_GIF_MAX_CANVAS_PIXELS.toLocaleString('en-US')} pixels a frame (1000 × 1000).`;
export const GIF_TOO_MANY_PIXELS = `Your GIF is too long for its size. Please choose a smaller or shorter one (at most ${CREATIVE_GIF_MAX_TOTAL_PIXELS.toLocaleString('en-US')} pixels over all its frames).`;
export const GIF_UNREADABLE = 'This GIF could not be read. Please choose another one.';
export const GIF_NOT_FROM_FUNNEL = 'This GIF was not uploaded for this creative. Please upload a GIF.';

/** A GIF by its first bytes (GIF87a or GIF89a); what a content type or a file name claims is not believed. */
export function isGifBytes(bytes: Uint8Array): boolean {
  const header = Buffer.from(bytes.subarray(0, 6)).toString('latin1');
  return header === 'GIF87a' || header === 'GIF89a';
}

/** The problem with a GIF of this size, or null: frames, then a frame's canvas, then all frames together. */
export function gifSizeProblem(frames: number, width: number, frameHeight: number): string | null {
  if (frames > CREATIVE_GIF_MAX_FRAMES) return GIF_TOO_MANY_FRAMES;
  if (width * frameHeight > CREATIVE_GIF_MAX_CANVAS_PIXELS) return GIF_CANVAS_TOO_LARGE;
  if (width * frameHeight * frames > CREATIVE_GIF_MAX_TOTAL_PIXELS) return GIF_TOO_MANY_PIXELS;
  return null;
}
