/** Moved to src/components/access-denied.tsx: import it from there (features do not import each other). */
export { AccessDenied } from '../../../components/access-denied';
