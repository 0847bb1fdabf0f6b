import { z } from 'zod';
import { idListField } from '../../domain/wishlist-forms';

export const findSavedAdsBody = z.object({ ad_ids: idListField('ad_ids', 'ad_ids') });
export type FindSavedAdsBody = z.infer<typeof findSavedAdsBody>;
