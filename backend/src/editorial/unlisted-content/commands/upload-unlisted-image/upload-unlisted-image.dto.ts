import { ValidationFailedError } from '@emberhold/contracts';
import { z } from 'zod';
import type { CropBox } from '../../domain/unlisted-content';

const PIXELS = 'must be a number of pixels';
const EDGES = ['crop_top', 'crop_bottom', 'crop_right', 'crop_left'] as const;
const edge = z.string().trim().min(1, PIXELS).transform(Number).pipe(z.number({ error: PIXELS }).finite(PIXELS));

/**
 * The crop box of an upload, from its form fields: all four edges (numbers of pixels of the image as uploaded, after
 * its orientation), or none for the largest centred box. Some but not all, or one that is no number, is a 400 naming it.
 */
export function cropBoxOf(fields: Record<string, string>): CropBox | null {
  const given = EDGES.filter((name) => fields[name] !== undefined && fields[name] !== '');
  if (given.length === 0) return null;
  const box: Partial<CropBox> = {};
  for (const name of EDGES) {
    const parsed = edge.safeParse(fields[name] ?? '');
    if (!parsed.success) throw new ValidationFailedError(`${name}: ${PIXELS}`, [{ field: name, message: PIXELS }]);
    box[name] = parsed.data;
  }
  return box as CropBox;
}
