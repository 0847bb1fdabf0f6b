import type { SavedPostDto } from '@emberhold/contracts';

/** A post on a wishlist page, as the site reads it (see SavedPostDto). */
export type SavedPostView = SavedPostDto;
