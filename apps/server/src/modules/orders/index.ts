export { orderRoutes } from './routes';
export {
  createOrder,
  findOrderOfCart,
  getOrderByToken,
  listOrdersOfCustomer,
  recordAuthorization,
  recordPaymentStatus,
  type NewOrder,
  type NewOrderLine,
  type OrdersApp,
} from './service';
export { noOrderNotifier, type OrderNotifier } from './order-notifier';
