import type { CropBox, ImageSize } from '../../../components/image-cropper/crop-box';

/** The longest side sent: the server stores 400 px, so twice that is plenty and keeps uploads small. */
export const UPLOAD_MAX_SIDE = 800;
/** The server's cap on the decoded image (2 MB); the encodings below stay far under it at 800 px. */
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** What the browser may open for cropping; the crop is encoded anew before it is sent, so this can be larger. */
export const SOURCE_MAX_BYTES = 20 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const SOURCE_WRONG_TYPE = 'Please upload a JPEG, PNG, WebP or GIF image.';
export const SOURCE_TOO_LARGE = `Your image is too large. Please choose one under ${SOURCE_MAX_BYTES / 1024 / 1024} MB.`;
export const SOURCE_UNREADABLE = 'This image could not be read. Please choose another one.';

export interface LoadedImage {
  element: HTMLImageElement;
  url: string;
  size: ImageSize;
}

/** Opens a chosen file for the cropper; the caller revokes `url` when done with it. */
export async function loadImageFile(file: File): Promise<LoadedImage> {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) throw new Error(SOURCE_WRONG_TYPE);
  if (file.size > SOURCE_MAX_BYTES) throw new Error(SOURCE_TOO_LARGE);
  const url = URL.createObjectURL(file);
  const element = new Image();
  element.src = url;
  try {
    await element.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new Error(SOURCE_UNREADABLE);
  }
  return { element, url, size: { width: element.naturalWidth, height: element.naturalHeight } };
}

function approximateBytes(dataUrl: string): number {
  return Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);
}

/**
 * The crop drawn at up to UPLOAD_MAX_SIDE and encoded as a data URL: WebP where the browser can encode it, else PNG,
 * else (only if that were over the server's cap) JPEG on the site's background.
 */
export function cropToDataUrl(image: HTMLImageElement, box: CropBox): string {
  const scale = Math.min(1, UPLOAD_MAX_SIDE / Math.max(box.width, box.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(box.width * scale));
  canvas.height = Math.max(1, Math.round(box.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, canvas.width, canvas.height);
  const webp = canvas.toDataURL('image/webp', 0.92);
  if (webp.startsWith('data:image/webp') && approximateBytes(webp) <= UPLOAD_MAX_BYTES) return webp;
  const png = canvas.toDataURL('image/png');
  if (approximateBytes(png) <= UPLOAD_MAX_BYTES) return png;
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#1f1410';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.88);
}
