import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A dropoff's discount token (spec section 9) mailed to someone with no campaign yet links to the funnel's start,
 * /product-pitch/?discount_token=…; the token rides along in this tab's session storage until the confirmation page
 * sends them on to the payment page of the campaign they made, with the token in its address as the payment page
 * reads it. The server decides whether it still applies.
 */
const KEY = 'emberhold.ad-funnel.discount';
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function store(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the token of an address's `?discount_token=` for this tab; anything not shaped like a token is ignored. */
export function rememberDiscount(search: string, storage: Store | null = store()): void {
  const token = new URLSearchParams(search).get('discount_token');
  if (!token || !TOKEN.test(token)) return;
  try {
    storage?.setItem(KEY, token);
  } catch {
    // Storage off or full: the payment page still takes a code typed in.
  }
}

/** `path` with this tab's remembered discount token, when there is one. */
export function withRememberedDiscount(path: string, storage: Store | null = store()): string {
  let token: string | null;
  try {
    token = storage?.getItem(KEY) ?? null;
  } catch {
    token = null;
  }
  if (!token || !TOKEN.test(token)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}discount_token=${encodeURIComponent(token)}`;
}

/** On the funnel's start page: remembers the discount token its address carries. */
export function useRememberedDiscount(): void {
  const { search } = useLocation();
  useEffect(() => rememberDiscount(search), [search]);
}
