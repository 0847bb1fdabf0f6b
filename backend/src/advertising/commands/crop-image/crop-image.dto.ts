import { z } from 'zod';
import { IMAGE_NOT_FROM_FUNNEL } from '../../domain/creative-image';

const PIXELS = 'must be a number of pixels';
const edge = z
  .union([z.number(), z.string().trim().min(1)], { error: PIXELS })
  .transform(Number)
  .pipe(z.number({ error: PIXELS }).finite(PIXELS));

/**
 * POST /api/user/creative/crop_image/{temp_id} (spec section 7: {source_image, crop_top, crop_bottom, crop_right,
 * crop_left}): the edges of the crop box, in pixels of the source image as it was stored (SourceImageDto's size).
 */
export const cropImageBody = z.object({
  source_image: z.string({ error: IMAGE_NOT_FROM_FUNNEL }).trim().min(1, IMAGE_NOT_FROM_FUNNEL),
  crop_top: edge,
  crop_bottom: edge,
  crop_right: edge,
  crop_left: edge,
});
export type CropImageBody = z.infer<typeof cropImageBody>;

/** A source image not from this funnel is the sentence alone; an edge's problem names the edge. */
export function cropImageError(fields: Array<{ field: string; message: string }>): string {
  const first = fields[0]!;
  return first.field === 'source_image' ? first.message : `${first.field}: ${first.message}`;
}
