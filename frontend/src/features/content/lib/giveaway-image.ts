/**
 * The box a giveaway's picture takes before it loads (the API sends only its address): the shape of the site's giveaway
 * art, 640x534. The picture is shown at the card's or article's width, its height following its own shape once loaded.
 */
export const GIVEAWAY_IMAGE_SIZE = { width: 640, height: 534 } as const;
