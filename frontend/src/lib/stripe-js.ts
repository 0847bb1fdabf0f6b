/**
 * The part of Stripe.js the card payments use, for the campaign fee and for boosts (https://docs.stripe.com/js): the
 * Payment Element mounted from a PaymentIntent's client secret, and confirmPayment, which answers in the page unless
 * the card needs a redirect.
 */
export interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}

export interface StripePaymentElement {
  mount(target: HTMLElement | string): void;
  destroy(): void;
  on?(event: 'ready' | 'change', handler: (event: { complete?: boolean }) => void): void;
}

export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
}

export interface StripeConfirmResult {
  error?: StripeError;
  paymentIntent?: { id: string; status: string };
}

export interface StripeClient {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: { elements: StripeElements; redirect: 'if_required'; confirmParams: { return_url: string } }): Promise<StripeConfirmResult>;
}

export type StripeFactory = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

const loading = new Map<string, Promise<StripeFactory>>();

/**
 * Loads Stripe.js from the address the checkout names, with one script tag per page however often it is asked for
 * (Stripe asks that it be loaded from its own address, never bundled). A failed load can be tried again.
 */
export function loadStripeJs(url: string): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  const pending = loading.get(url);
  if (pending) return pending;
  const load = new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.stripeJs = '';
    script.addEventListener('load', () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start'))));
    script.addEventListener('error', () => {
      loading.delete(url);
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    });
    document.head.append(script);
  });
  loading.set(url, load);
  return load;
}

/** The Payment Element in the site's colours (the dark ember theme of app/styles/theme.css). */
export const STRIPE_APPEARANCE = {
  theme: 'night',
  variables: {
    colorPrimary: '#ff8a3d',
    colorBackground: '#140c09',
    colorText: '#f6ebdf',
    colorTextSecondary: '#c8b3a2',
    colorDanger: '#ff8f7a',
    borderRadius: '10px',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  rules: { '.Input': { border: '1px solid #5a3b2c' } },
} as const;
