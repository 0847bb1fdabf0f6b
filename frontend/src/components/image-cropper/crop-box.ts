/** A crop in the image's own pixels. */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the cropper must honour (spec section 5): a minimum width and height, and an optional aspect lock (width / height). */
export interface CropRules {
  minWidth: number;
  minHeight: number;
  aspect?: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

export type CropHandle = 'nw' | 'ne' | 'sw' | 'se';

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** Whether any crop of the image can meet the rules. */
export function canCrop(image: ImageSize, rules: CropRules): boolean {
  const { width, height } = smallestBox(rules);
  return image.width >= width && image.height >= height;
}

/** The smallest box the rules allow (the minimum, grown along the aspect lock where one side would fall short). */
function smallestBox(rules: CropRules): { width: number; height: number } {
  if (!rules.aspect) return { width: rules.minWidth, height: rules.minHeight };
  const width = Math.max(rules.minWidth, rules.minHeight * rules.aspect);
  return { width, height: width / rules.aspect };
}

/** The largest box with the aspect that fits in the image. */
function largestBox(image: ImageSize, rules: CropRules): { width: number; height: number } {
  if (!rules.aspect) return { width: image.width, height: image.height };
  const width = Math.min(image.width, image.height * rules.aspect);
  return { width, height: width / rules.aspect };
}

/** Where a crop starts: as large as the image allows, centred. */
export function initialCrop(image: ImageSize, rules: CropRules): CropBox {
  const { width, height } = largestBox(image, rules);
  return round({ x: (image.width - width) / 2, y: (image.height - height) / 2, width, height }, image);
}

/** The box moved by (dx, dy), kept inside the image. */
export function moveCrop(box: CropBox, dx: number, dy: number, image: ImageSize): CropBox {
  return round({ ...box, x: clamp(box.x + dx, 0, image.width - box.width), y: clamp(box.y + dy, 0, image.height - box.height) }, image);
}

/**
 * The box after dragging one corner by (dx, dy): the opposite corner stays put, the size keeps the aspect lock (led by
 * whichever side moved more), never falls under the minimum and never leaves the image.
 */
export function resizeCrop(box: CropBox, handle: CropHandle, dx: number, dy: number, image: ImageSize, rules: CropRules): CropBox {
  const west = handle === 'nw' || handle === 'sw';
  const north = handle === 'nw' || handle === 'ne';
  const anchorX = west ? box.x + box.width : box.x;
  const anchorY = north ? box.y + box.height : box.y;
  // Room between the anchor and the image's edge on the dragged side.
  const roomX = west ? anchorX : image.width - anchorX;
  const roomY = north ? anchorY : image.height - anchorY;
  const min = smallestBox(rules);
  let width = box.width + (west ? -dx : dx);
  let height = box.height + (north ? -dy : dy);
  if (rules.aspect) {
    const aspect = rules.aspect;
    // The side that moved more (relative to the box) leads.
    width = Math.abs(width - box.width) / box.width >= Math.abs(height - box.height) / box.height ? width : height * aspect;
    width = clamp(width, min.width, Math.min(roomX, roomY * aspect));
    height = width / aspect;
  } else {
    width = clamp(width, min.width, roomX);
    height = clamp(height, min.height, roomY);
  }
  return round({ x: west ? anchorX - width : anchorX, y: north ? anchorY - height : anchorY, width, height }, image);
}

/** The box at a new width (the size slider, the keyboard), around its centre, within the rules and the image. */
export function scaleCrop(box: CropBox, width: number, image: ImageSize, rules: CropRules): CropBox {
  const min = smallestBox(rules);
  const max = largestBox(image, rules);
  const nextWidth = clamp(width, min.width, max.width);
  const nextHeight = rules.aspect ? nextWidth / rules.aspect : clamp(box.height * (nextWidth / box.width), min.height, max.height);
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  return round({
    x: clamp(centreX - nextWidth / 2, 0, image.width - nextWidth),
    y: clamp(centreY - nextHeight / 2, 0, image.height - nextHeight),
    width: nextWidth,
    height: nextHeight,
  }, image);
}

/** The widths the size slider runs between. */
export function cropWidthRange(image: ImageSize, rules: CropRules): { min: number; max: number } {
  return { min: Math.ceil(smallestBox(rules).width), max: Math.floor(largestBox(image, rules).width) };
}

/** Whole pixels, still inside the image (rounding may not push a box over an edge). */
function round(box: CropBox, image: ImageSize): CropBox {
  const width = Math.min(Math.round(box.width), image.width);
  const height = Math.min(Math.round(box.height), image.height);
  return { x: clamp(Math.round(box.x), 0, image.width - width), y: clamp(Math.round(box.y), 0, image.height - height), width, height };
}
