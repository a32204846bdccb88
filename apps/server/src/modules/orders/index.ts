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
export { noOrderNotifier, type OrderEventContext, type OrderNotifier } from './order-notifier';
export { createOrderEmailNotifier, orderEmailKey, orderStatusUrl } from './order-email-notifier';
export {
  PAYMENT_SETTLEMENT_DELAY_MS,
  PAYMENT_SETTLEMENT_JOB_KIND,
  paymentSettlementHandler,
  queuePaymentSettlement,
  settlePayment,
} from './payment-settlement';
export { recordProviderPayment, type ProviderPaymentChange } from './provider-payment';
