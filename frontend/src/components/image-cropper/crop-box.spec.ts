import { canCrop, cropWidthRange, initialCrop, moveCrop, resizeCrop, scaleCrop, type CropRules } from './crop-box';

const square: CropRules = { minWidth: 200, minHeight: 200, aspect: 1 };
const photo = { width: 900, height: 600 };

describe('crop box', () => {
  it('starts as the largest centred box with the aspect', () => {
    expect(initialCrop(photo, square)).toEqual({ x: 150, y: 0, width: 600, height: 600 });
    expect(initialCrop(photo, { minWidth: 300, minHeight: 250 })).toEqual({ x: 0, y: 0, width: 900, height: 600 });
  });

  it('knows an image too small for the minimum', () => {
    expect(canCrop({ width: 199, height: 800 }, square)).toBe(false);
    expect(canCrop({ width: 200, height: 200 }, square)).toBe(true);
    // The aspect lock can raise the minimum: 300 wide at 6:5 needs 250 high.
    expect(canCrop({ width: 300, height: 240 }, { minWidth: 300, minHeight: 200, aspect: 6 / 5 })).toBe(false);
  });

  it('moves within the image', () => {
    const box = { x: 100, y: 100, width: 300, height: 300 };
    expect(moveCrop(box, 50, -30, photo)).toEqual({ x: 150, y: 70, width: 300, height: 300 });
    expect(moveCrop(box, 5000, 5000, photo)).toEqual({ x: 600, y: 300, width: 300, height: 300 });
    expect(moveCrop(box, -5000, -5000, photo)).toEqual({ x: 0, y: 0, width: 300, height: 300 });
  });

  it('resizes from a corner with the opposite corner fixed and the aspect kept', () => {
    const box = { x: 300, y: 200, width: 300, height: 300 };
    expect(resizeCrop(box, 'se', 60, 10, photo, square)).toEqual({ x: 300, y: 200, width: 360, height: 360 });
    expect(resizeCrop(box, 'nw', -50, -20, photo, square)).toEqual({ x: 250, y: 150, width: 350, height: 350 });
    expect(resizeCrop(box, 'ne', 10, -80, photo, square)).toEqual({ x: 300, y: 120, width: 380, height: 380 });
  });

  it('never goes under the minimum or out of the image', () => {
    const box = { x: 300, y: 200, width: 300, height: 300 };
    expect(resizeCrop(box, 'se', -250, -250, photo, square)).toEqual({ x: 300, y: 200, width: 200, height: 200 });
    // Below the anchor there are only 400 px of image.
    expect(resizeCrop(box, 'se', 900, 900, photo, square)).toEqual({ x: 300, y: 200, width: 400, height: 400 });
    // Above and left of the anchor (600, 500) the image leaves 500 px of height.
    expect(resizeCrop(box, 'nw', -900, -900, photo, square)).toEqual({ x: 100, y: 0, width: 500, height: 500 });
  });

  it('resizes freely without an aspect lock, each side to its own minimum', () => {
    const rules = { minWidth: 300, minHeight: 250 };
    const box = { x: 100, y: 100, width: 400, height: 300 };
    expect(resizeCrop(box, 'se', 100, -200, photo, rules)).toEqual({ x: 100, y: 100, width: 500, height: 250 });
  });

  it('scales around the centre between the smallest and the largest box', () => {
    const box = { x: 300, y: 200, width: 300, height: 300 };
    expect(cropWidthRange(photo, square)).toEqual({ min: 200, max: 600 });
    expect(scaleCrop(box, 200, photo, square)).toEqual({ x: 350, y: 250, width: 200, height: 200 });
    expect(scaleCrop(box, 100, photo, square)).toEqual({ x: 350, y: 250, width: 200, height: 200 });
    // Grown past the image's lower edge, it is pushed back up.
    expect(scaleCrop(box, 600, photo, square)).toEqual({ x: 150, y: 0, width: 600, height: 600 });
  });
});
