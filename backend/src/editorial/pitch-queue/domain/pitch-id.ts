import { PitchNotFoundError } from './pitch-errors';

/** A pitch id from the path: a positive whole number, else the pitch cannot be found. */
export function parsePitchId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw new PitchNotFoundError();
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) throw new PitchNotFoundError();
  return id;
}
