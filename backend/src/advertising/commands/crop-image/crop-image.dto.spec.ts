import { cropImageBody } from './crop-image.dto';

const box = (left: number, top: number, right: number, bottom: number) => ({ crop_left: left, crop_top: top, crop_right: right, crop_bottom: bottom });

describe('the crop box of a creative image', () => {
  it('takes the edges as numbers or numeric text, and names an edge that is neither', () => {
    expect(cropImageBody.parse({ source_image: '/media/x.webp', ...box(0, 0, 300, 250), crop_right: '300.5' }).crop_right).toBe(300.5);
    const parsed = cropImageBody.safeParse({ source_image: '/media/x.webp', ...box(0, 0, 300, 250), crop_top: 'top' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual(['crop_top']);
    const missing = cropImageBody.safeParse({ source_image: '/media/x.webp' });
    expect(missing.success ? [] : missing.error.issues.map((issue) => issue.path.join('.'))).toEqual(['crop_top', 'crop_bottom', 'crop_right', 'crop_left']);
  });
});
