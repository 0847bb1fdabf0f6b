/**
 * A fresh id for one tracking call (the contract's clientBatchIdSchema: 8 to 64 of [A-Za-z0-9_-]). A call that is sent
 * again keeps its id, so the API stores it once.
 */
export function newBatchId(random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  // randomUUID exists only in secure contexts (https, localhost); a plain-http address falls back to random bytes.
  if (typeof random.randomUUID === 'function') return random.randomUUID().replace(/-/g, '');
  return Array.from(random.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
