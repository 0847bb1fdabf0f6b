/** The size a browser shows an image file at (its EXIF orientation applied, as the server applies it). */
export async function readImageSize(url: string): Promise<{ width: number; height: number }> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return { width: image.naturalWidth, height: image.naturalHeight };
}
