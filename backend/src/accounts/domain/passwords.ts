import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are stored as argon2id hashes (memory-hard; the library's defaults, 19 MiB and 2 passes, are OWASP's
 * recommended minimum). A login for an unknown account still verifies against a fixed hash, so the answer takes as
 * long as for a known one and does not tell which accounts exist.
 */
let decoy: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoy ??= hash('decoy password for unknown accounts');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
