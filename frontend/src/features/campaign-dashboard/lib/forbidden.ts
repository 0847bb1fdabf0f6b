/** Moved to src/lib/forbidden.ts: import it from there (features do not import each other). */
export { isForbidden } from '../../../lib/forbidden';
