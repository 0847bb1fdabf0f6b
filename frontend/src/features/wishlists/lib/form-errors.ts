/** Spec section 5: a new (or renamed) board needs a name. */
export const BOARD_NAME_REQUIRED = 'Please enter a name for your board';
export const BOARD_NAME_MAX = 80;
export const COMMENT_MAX = 500;

/** The board name as it will be saved, or the spec's message when there is none. */
export function checkBoardName(name: string): { name: string; error: null } | { name: null; error: string } {
  const trimmed = name.trim();
  if (trimmed === '') return { name: null, error: BOARD_NAME_REQUIRED };
  if (trimmed.length > BOARD_NAME_MAX) return { name: null, error: `Please keep the name of your board to ${BOARD_NAME_MAX} characters or fewer` };
  return { name: trimmed, error: null };
}

interface ErrorLike {
  code?: unknown;
  serverError?: unknown;
}

/** What to say when a change failed: the server's own words (spec section 8) or, with no answer at all, that it did not go. */
export function changeFailure(error: unknown): string {
  const failure = (error ?? {}) as ErrorLike;
  if (typeof failure.serverError === 'string' && failure.serverError !== '') return failure.serverError;
  if (failure.code === 'network' || error instanceof TypeError) return 'Your change could not be saved. Please check your connection and try again.';
  return 'Your change could not be saved. Please try again.';
}
