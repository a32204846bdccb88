export { orderRoutes } from './routes';
export {
  createOrder,
  findOrderOfCart,
  getOrderByToken,
  listOrdersOfCustomer,
  type NewOrder,
  type NewOrderLine,
  type OrdersApp,
} from './service';
export { placeOrderOnce, writeOrder, type OrderWrite, type PaymentHold } from './place-order';
export { noOrderNotifier, type OrderEventContext, type OrderNotifier } from './order-notifier';
export { createOrderEmailNotifier, orderEmailKey, orderStatusUrl } from './order-email-notifier';
export { editorOrderUrl, ownerOrderNoticeKey } from './order-owner-notice';
export {
  PAYMENT_SETTLEMENT_DELAY_MS,
  PAYMENT_SETTLEMENT_JOB_KIND,
  paymentSettlementHandler,
  settlePayment,
} from './payment-settlement';
export { recordProviderPayment, type ProviderPaymentChange } from './provider-payment';
