export type {
  AuthorizationRequest,
  AuthorizationResult,
  AuthenticationNeeded,
  CardAuthorization,
  CardDetails,
  PaidCard,
  PaymentProvider,
  ResumeAuthorizationRequest,
  SavedCard,
  SavedCardAuthorizationRequest,
} from './payment-provider';
export { createTestProcessor, TEST_CARD, type TestPayment, type TestProcessor } from './test-processor';
export {
  createStripeProvider,
  stripeRefusal,
  toStripeAmount,
  type StripeConnection,
  type StripeProvider,
  type StripeSettings,
} from './stripe-provider';
export { verifyStripeWebhook } from './stripe-webhook-signature';
export { paymentRoutes } from './routes';
export { handleStripeEvent, type PaymentEventOutcome } from './webhook-service';
