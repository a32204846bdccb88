export { expressCheckoutRoutes } from './routes';
export { createExpressCart } from './service';
