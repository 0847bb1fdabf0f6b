import { ValidationFailedError } from '@emberhold/contracts';
import { CROP_OUTSIDE, CROP_TOO_SMALL, CROP_WRONG_ASPECT, cropRegion } from './creative-image';

const source = { width: 1200, height: 900 };
const box = (left: number, top: number, right: number, bottom: number) => ({ crop_left: left, crop_top: top, crop_right: right, crop_bottom: bottom });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailedError);
    const { message, fields } = error as ValidationFailedError;
    return [message, fields[0]?.field];
  }
  return undefined;
};

describe('the crop box of a creative image', () => {
  it('cuts a 6:5 box of at least 300x250 inside the image, from edges in source pixels', () => {
    expect(cropRegion(box(0, 0, 300, 250), source)).toEqual({ left: 0, top: 0, width: 300, height: 250 });
    expect(cropRegion(box(600, 400, 1200, 900), source)).toEqual({ left: 600, top: 400, width: 600, height: 500 });
  });

  it("rounds the browser cropper's fractions and allows its rounding of the shape", () => {
    expect(cropRegion(box(10.4, 20.6, 610.2, 521.1), source)).toEqual({ left: 10, top: 21, width: 600, height: 500 });
    // 604 x 500 is 0.7 % off 6:5; 610 x 500 is 1.7 % off.
    expect(cropRegion(box(0, 0, 604, 500), source).width).toBe(604);
    expect(refusal(() => cropRegion(box(0, 0, 610, 500), source))).toEqual([CROP_WRONG_ASPECT, 'crop_right']);
  });

  it('refuses a box outside the image, too small, or of another shape, naming the edge', () => {
    expect(refusal(() => cropRegion(box(-1, 0, 299, 250), source))).toEqual([CROP_OUTSIDE, 'crop_left']);
    expect(refusal(() => cropRegion(box(0, -5, 300, 245), source))).toEqual([CROP_OUTSIDE, 'crop_top']);
    expect(refusal(() => cropRegion(box(900, 0, 1260, 300), source))).toEqual([CROP_OUTSIDE, 'crop_right']);
    expect(refusal(() => cropRegion(box(0, 700, 360, 1000), source))).toEqual([CROP_OUTSIDE, 'crop_bottom']);
    expect(refusal(() => cropRegion(box(0, 0, 240, 200), source))).toEqual([CROP_TOO_SMALL, 'crop_right']);
    expect(refusal(() => cropRegion(box(100, 100, 50, 300), source))).toEqual([CROP_TOO_SMALL, 'crop_right']);
    expect(refusal(() => cropRegion(box(0, 0, 500, 500), source))).toEqual([CROP_WRONG_ASPECT, 'crop_right']);
  });
});
