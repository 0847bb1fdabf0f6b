/** Who is buying: not known yet (the user-info call has not answered), a visitor (types the email twice), or an account. */
export type BoostBuyer = { kind: 'unknown' } | { kind: 'visitor' } | { kind: 'account'; email: string };

/** A card payment coming back from its bank's page: Stripe adds payment_intent to the return address. */
export interface ReturnedPayment {
  paymentIntent: string;
  boostId: number;
  date: string;
}
