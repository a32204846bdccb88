export { subscriptionRoutes } from './routes';
export {
  cancelSubscription,
  findSubscriptionCart,
  findSubscriptionTokenOfCart,
  getSubscriptionByToken,
  listCustomerSubscriptions,
  listOwnerSubscriptions,
  createSubscriptionCart,
  newSubscriptionToken,
  startSubscription,
  subscriptionCartPlanPhrase,
  type StartSubscriptionInput,
  type SubscriptionsApp,
} from './service';
export {
  renewSubscription,
  subscriptionRenewalHandler,
  SUBSCRIPTION_RENEWAL_JOB_KIND,
  type RenewalOutcome,
} from './renewals';
export { createSubscriptionMailer, type SubscriptionMailer } from './subscription-mailer';
export { addPeriods, billingDate } from './billing-dates';
