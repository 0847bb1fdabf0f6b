/**
 * The part of Stripe.js the boost page uses (https://docs.stripe.com/js): the Payment Element mounted from a
 * PaymentIntent's client secret, and confirmPayment, which answers in the page unless the card needs a redirect.
 */
export interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}

export interface StripePaymentElement {
  mount(target: HTMLElement | string): void;
  destroy(): void;
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

const loading = new Map<string, Promise<StripeFactory>>();

function loadedFactory(): StripeFactory | undefined {
  return (window as Window & { Stripe?: StripeFactory }).Stripe;
}

/**
 * Loads Stripe.js from the address the offer names, once per page however often it is asked for (Stripe asks that it
 * be loaded from its own address, never bundled). A failed load can be tried again.
 */
export function loadStripeJs(url: string): Promise<StripeFactory> {
  const ready = loadedFactory();
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(url);
  if (pending) return pending;
  const load = new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      const factory = loadedFactory();
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not start'));
    });
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
