export { mailPlugin, type Mail } from './mail-plugin';
export { emailRoutes, requestOrigin } from './routes';
export {
  EMAIL_JOB_KIND,
  type MailSettings,
  type PreparedEmail,
  type QueueEmailInput,
  type QueuedEmail,
} from './outbox';
export { memberInvitationTemplate, testEmailTemplate, type EmailTemplate } from './templates';
export { giftCardTemplate, type GiftCardEmailData } from './gift-card-templates';
export { cardTestingAlertTemplate, type CardTestingAlertData } from './card-testing-templates';
export { formSubmissionTemplate, type FormSubmissionEmailData } from './form-submission-templates';
export {
  orderCancelledTemplate,
  orderConfirmationTemplate,
  orderRefundedTemplate,
  orderShippedTemplate,
  type OrderEmailData,
} from './order-templates';
export { shipmentSentTemplate, type ShipmentEmailData } from './shipment-template';
export { orderOwnerNoticeTemplate, type OwnerOrderEmailData } from './order-owner-templates';
export {
  subscriptionRenewalFailedTemplate,
  type SubscriptionRenewalFailedData,
} from './subscription-templates';
export { accountExistsTemplate, type AccountExistsData } from './account-templates';
export { restockNoticeTemplate, type RestockNoticeData } from './restock-templates';
export { emailColorsFromCss, type EmailBrand, type EmailColors } from './brand';
export { messageIdFor } from './message-id';
export { SMTP_TIMEOUTS } from './transport';
export { purgeOldEmails, EMAIL_RETENTION_DAYS } from './outbox-purge';
export { escapeHtml } from './html-escape';
export { cardPaymentLine, giftCardPaymentLine, type OrderEmailExtras } from './order-email-extras';
