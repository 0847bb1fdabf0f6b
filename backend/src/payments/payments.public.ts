/** What other contexts may use of payments: taking card payments, and settling what they sell once it is paid. */
export { PaymentsModule } from './payments.module';
export { CardPaymentsService, type StartCardPayment } from './application/card-payments.service';
export {
  type ChargeAttempt,
  type PaymentPurposeHandler,
  PaymentPurposes,
  type PurposeSettled,
  type SucceededCharge,
  UnknownPaymentPurposeError,
} from './application/payment-purposes';
export type { PaymentPurpose, PaymentPurposeName } from './domain/payment-purpose';
