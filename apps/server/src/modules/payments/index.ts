export type {
  AuthorizationRequest,
  AuthorizationResult,
  CardDetails,
  PaymentProvider,
} from './payment-provider';
export { createTestProcessor, TEST_CARD, type TestPayment, type TestProcessor } from './test-processor';
