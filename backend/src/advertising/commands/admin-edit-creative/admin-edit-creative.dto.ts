import type { z } from 'zod';
import { saveCreativeBody } from '../save-creative/save-creative.dto';

/**
 * POST /api/user/admin-creative/{id} {title, content, price, link, image}: the creative editor's own fields and rules
 * (spec section 5: the title cut to 40 characters and the content to 250, the price keeps only digits and dots, links
 * get http:// and our affiliate tag; an image, a price and a link are required in the spec's words).
 */
export const adminEditCreativeBody = saveCreativeBody.pick({ image: true, title: true, content: true, price: true, link: true });
export type AdminEditCreativeBody = z.infer<typeof adminEditCreativeBody>;

export { creativeFormError as adminEditCreativeError } from '../save-creative/save-creative.dto';
