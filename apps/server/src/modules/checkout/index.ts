export { checkoutRoutes } from './routes';
export {
  listShippingCountries,
  placeOrder,
  quoteCheckout,
  type CheckoutApp,
  type PlacedOrder,
} from './service';
export { createCardTestingGuard, type CardTestingGuard } from './card-testing';
