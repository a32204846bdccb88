export { checkoutRoutes } from './routes';
export {
  listShippingCountries,
  placeOrder,
  quoteCheckout,
  type AuthenticationAnswer,
  type CheckoutApp,
  type PlacedOrder,
} from './service';
export { createCardTestingGuard, type CardTestingGuard } from './card-testing';
export {
  AUTHENTICATION_TIMEOUT_JOB_KIND,
  AUTHENTICATION_TIMEOUT_MS,
  authenticationTimeoutHandler,
  releaseUnusedAuthentication,
} from './authentication-timeout';
