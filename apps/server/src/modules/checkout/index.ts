export { checkoutRoutes } from './routes';
export { placeOrder, quoteCheckout, type CheckoutApp, type PlacedOrder } from './service';
export { pricesIncludeTax } from './pricing-config';
