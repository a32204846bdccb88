import { accountExistsTemplate } from './account-templates';
import { cardTestingAlertTemplate } from './card-testing-templates';
import type { EmailBrand } from './brand';
import { renderEmailLayout, type RenderedEmail } from './layout';
import { formSubmissionTemplate } from './form-submission-templates';
import { giftCardTemplate } from './gift-card-templates';
import {
  orderCancelledTemplate,
  orderConfirmationTemplate,
  orderRefundedTemplate,
  orderShippedTemplate,
} from './order-templates';
import { orderOwnerNoticeTemplate } from './order-owner-templates';
import { restockNoticeTemplate } from './restock-templates';
import { shipmentSentTemplate } from './shipment-template';
import { subscriptionRenewalFailedTemplate } from './subscription-templates';

/** An email template: its data, how it renders, and sample data for the editor's preview. */
export interface EmailTemplate<Data> {
  id: string;
  name: string;
  description: string;
  render(data: Data, brand: EmailBrand): RenderedEmail;
  sample(origin: string): Data;
}

export interface MemberInvitationData {
  /** Who invited them (name, or email when they have no name). */
  inviterName: string;
  roleLabel: string;
  acceptUrl: string;
}

export const memberInvitationTemplate: EmailTemplate<MemberInvitationData> = {
  id: 'member-invitation',
  name: 'Member invitation',
  description: 'Sent to someone invited to work on the site, with the link that accepts.',
  render: (data, brand) =>
    renderEmailLayout(brand, {
      subject: `You are invited to ${brand.siteName}`,
      heading: `Join ${brand.siteName}`,
      paragraphs: [
        `${data.inviterName} invited you to work on ${brand.siteName} as ${withArticle(data.roleLabel)}.`,
        'Accept the invitation to choose a password, or sign in if you already have an account.',
      ],
      action: { label: 'Accept invitation', url: data.acceptUrl },
      note: 'The link works once, for 7 days. If you did not expect this invitation, ignore this email.',
    }),
  sample: (origin) => ({
    inviterName: 'Alex Owner',
    roleLabel: 'Editor',
    acceptUrl: `${origin}/config/invitation/sample-link-for-preview`,
  }),
};

export interface TestEmailData {
  recipient: string;
  /** How mail leaves this server: shown so the owner knows what they tested. */
  delivery: string;
}

export const testEmailTemplate: EmailTemplate<TestEmailData> = {
  id: 'test-email',
  name: 'Test email',
  description: 'Sent from Settings to your own address, to check that email reaches you.',
  render: (data, brand) =>
    renderEmailLayout(brand, {
      subject: `Test email from ${brand.siteName}`,
      heading: 'Email works',
      paragraphs: [
        `This test message from ${brand.siteName} was sent to ${data.recipient}.`,
        `It went out ${data.delivery}. If you can read it, the site's email is set up.`,
      ],
    }),
  sample: () => ({ recipient: 'owner@example.com', delivery: 'through the SMTP server' }),
};

/** A template as the editor lists it: rendered with its sample data. */
export interface PreviewableTemplate {
  id: string;
  name: string;
  description: string;
  preview(origin: string, brand: EmailBrand): RenderedEmail;
}

function previewable<Data>(template: EmailTemplate<Data>): PreviewableTemplate {
  const { id, name, description } = template;
  return {
    id,
    name,
    description,
    preview: (origin, brand) => template.render(template.sample(origin), brand),
  };
}

/** Every template, for the editor's list and previews. */
export const EMAIL_TEMPLATES: readonly PreviewableTemplate[] = [
  previewable(memberInvitationTemplate),
  previewable(orderConfirmationTemplate),
  previewable(orderShippedTemplate),
  previewable(shipmentSentTemplate),
  previewable(orderCancelledTemplate),
  previewable(orderRefundedTemplate),
  previewable(orderOwnerNoticeTemplate),
  previewable(subscriptionRenewalFailedTemplate),
  previewable(giftCardTemplate),
  previewable(formSubmissionTemplate),
  previewable(restockNoticeTemplate),
  previewable(accountExistsTemplate),
  previewable(cardTestingAlertTemplate),
  previewable(testEmailTemplate),
];

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
