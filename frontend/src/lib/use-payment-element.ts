import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { loadStripeJs, STRIPE_APPEARANCE, type StripeClient, type StripeElements, type StripePaymentElement } from './stripe-js';

/** Where Stripe.js comes from and the key it starts with (the checkout's `stripe` part, for the fee and for boosts). */
export interface StripeCheckout {
  js_url: string;
  publishable_key: string;
}

/** How confirming the card went: confirmed (the server is then asked about the intent), or refused with the card provider's words. */
export type CardConfirmation = { confirmed: true } | { confirmed: false; message: string | null };

export interface PaymentElement {
  /** The element the Payment Element is mounted into. */
  mountPoint: RefObject<HTMLDivElement | null>;
  /**
   * Loads Stripe.js while the intent is still being made, then mounts the Payment Element from the intent's client
   * secret, replacing one mounted before. Answers the intent, or null when the page moved on meanwhile (a newer mount,
   * or the component went away); rejects when Stripe.js or the intent could not be had.
   */
  mount<Intent extends { client_secret: string }>(intent: Intent | Promise<Intent>): Promise<Intent | null>;
  /**
   * confirmPayment, answered in the page unless the card needs its bank's page (which then returns to `returnUrl`).
   * A refusal carries the provider's message when it gave one (shown in the card error area), null otherwise.
   */
  confirm(returnUrl: string): Promise<CardConfirmation>;
}

interface Session {
  client: StripeClient;
  elements: StripeElements;
  element: StripePaymentElement;
}

/**
 * Stripe's Payment Element for one card form (https://docs.stripe.com/payments/payment-element): one Stripe.js per
 * page, one mounted element per form, destroyed when the form goes away or mounts another intent.
 */
export function usePaymentElement(checkout: StripeCheckout): PaymentElement {
  const mountPoint = useRef<HTMLDivElement>(null);
  const session = useRef<Session | null>(null);
  // Each mount takes a number; a mount that finishes after a newer one (or after unmounting) leaves the page alone.
  const generation = useRef(0);
  const { js_url: jsUrl, publishable_key: publishableKey } = checkout;

  const release = useCallback(() => {
    session.current?.element.destroy();
    session.current = null;
  }, []);

  useEffect(
    () => () => {
      generation.current += 1;
      release();
    },
    [release],
  );

  const mount = useCallback(
    async <Intent extends { client_secret: string }>(pendingIntent: Intent | Promise<Intent>): Promise<Intent | null> => {
      const mine = ++generation.current;
      const [factory, intent] = await Promise.all([loadStripeJs(jsUrl), pendingIntent]);
      if (mine !== generation.current || !mountPoint.current) return null;
      release();
      const client = factory(publishableKey);
      const elements = client.elements({ clientSecret: intent.client_secret, appearance: STRIPE_APPEARANCE });
      const element = elements.create('payment');
      element.mount(mountPoint.current);
      session.current = { client, elements, element };
      return intent;
    },
    [jsUrl, publishableKey, release],
  );

  const confirm = useCallback(async (returnUrl: string): Promise<CardConfirmation> => {
    const current = session.current;
    if (!current) return { confirmed: false, message: null };
    try {
      const result = await current.client.confirmPayment({ elements: current.elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } });
      if (result.error || !result.paymentIntent) return { confirmed: false, message: result.error?.message || null };
      return { confirmed: true };
    } catch {
      return { confirmed: false, message: null };
    }
  }, []);

  return { mountPoint, mount, confirm };
}
