/**
 * The dev URL parameter of spec section 2: present with any value, or none (`?dev`, `?dev=1`, `?dev=yes`). It is read
 * from the current address, so it lasts as long as the address carries it.
 */
export function hasDevParameter(search: string): boolean {
  return new URLSearchParams(search).has('dev');
}

export interface DebugGate {
  search: string;
  /** From the auth store: the user-info call has answered, and the user is staff (access or editor). */
  authFinished: boolean;
  staff: boolean;
}

/** Spec section 2: with the dev parameter, only after authentication has finished, and only for editors and access users. */
export function debugPanelAllowed({ search, authFinished, staff }: DebugGate): boolean {
  return authFinished && staff && hasDevParameter(search);
}

const MAX_ID = 2_147_483_647;

/** The post id an article carries in data-post-id (spec section 3), or null when it carries none that is valid. */
export function postIdOf(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : null;
}
