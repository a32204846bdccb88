import { defineMessages } from '@plinth/contracts';

/**
 * Texts of the captcha and restock refusals and of the restock unsubscribe page: the server sends or
 * renders them (an error answer's `message`, which the islands show as it comes), so they stay out of
 * MESSAGES, whose every text is in the islands' JavaScript (the product page's budget, decision 0012).
 */
export const SERVER_SIGN_UP_MESSAGES = {
  // Plinth's own: a product picture that shows some variants, when the owner wrote no alt text of its own
  productImageAlt: '{title} in {variant}',
  // Plinth's own notes for pages without JavaScript: the server renders them into the product form's
  // <noscript> through its props (decision 0012's cut; the browser never shows them).
  restockNeedsJavaScript: 'Turn on JavaScript in your browser to sign up for a restock email.',
  /** Issue 11 part 6: a product with a form, on a page without JavaScript. */
  productFormNeedsJavaScript:
    'Turn on JavaScript in your browser to fill in this item’s form and add it to your cart.',

  // Plinth's own: the captcha's verifier did not answer (a 503, worth retrying)
  captchaUnavailable: 'The CAPTCHA check is not answering. Please try again in a few seconds.',

  // Plinth's own: a sign-up the server refuses shows its data.message (section 8)
  restockUnavailable: 'Restock notifications are not available for this product.',
  restockInStock: 'This item is in stock now. Refresh the page to buy it.',
  restockVariantNotFound: 'This product option no longer exists. Refresh the page and try again.',
  restockUnsubscribeTitle: 'Stop restock emails',
  restockUnsubscribeConfirm: 'Stop emails about {product} to {email}?',
  restockUnsubscribeButton: 'Unsubscribe',
  restockUnsubscribed: 'You will get no more restock emails from {site} at {email}.',
  restockUnsubscribeInvalid: 'This unsubscribe link is not valid. Use the link in your latest email.',

  // Plinth's own: the storefront's language switcher in the footer (decision 0051), rendered by the server
  languageSwitcherLabel: 'Language',
  languageSwitcherButton: 'Change language',
} as const;

export type ServerSignUpMessageId = keyof typeof SERVER_SIGN_UP_MESSAGES;

/** The text with each {name} filled. */
export const formatServerSignUpMessage = defineMessages(SERVER_SIGN_UP_MESSAGES).format;
