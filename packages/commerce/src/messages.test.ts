import { describe, expect, test } from 'vitest';
import { MAX_QUANTITY } from './quantity';
import { CART_COUNT_CAP } from './cart-pill';
import { MESSAGES, formatMessage } from './messages';
import { FORM_TEXTS, likertLabel } from './form-texts';

// Copied from seed 000 character for character; a catalogue edit that drifts from the spec fails here.
const SPEC_TEXTS = [
  'Add To Cart',
  'Adding…',
  'Added!',
  'Subscribe',
  'Quick View',
  'sold out',
  'sale',
  'Quantity',
  'Select Value',
  'Select {variantName}',
  'Select Option',
  'Sold out',
  'Please select the {option} option.',
  'Please select the {option1} and {option2} options.',
  'Sorry, that item variant is unavailable. Please select another variant.',
  'Sorry, we do not have enough of that item available.',
  'Quantity must be a number.',
  'Quantity must be a whole number',
  'Select a denomination for the Gift Card',
  'Your session has expired. Please reload the page and try again.',
  'Please enable cookies in your browser, reload the page, and try again.',
  'Please try again in a few seconds.',
  'Unable to Add Item',
  'Unable to Purchase Item',
  'Unable to purchase Gift Card',
  'Unable to update quantity',
  'Unable to remove item',
  'Unable to update form',
  'Unable to open form',
  'Please check your internet connection.',
  'You have nothing in your shopping cart.',
  'One item in cart',
  '{n} items in cart',
  'More than 100 items in cart',
  'Cart',
  '{productName} was added to your cart.',
  'To check out, your order subtotal must be {subtotal} or more.',
  'available for orders up to {amount}',
  'available for orders over {amount}',
  '{numInstallments} interest-free payments of {amount}',
  'Unavailable',
  'Saving…',
  'Submitting…',
  'Signed up!',
  'Required',
  'You have exceeded the character limit.',
  'Email is not valid. Email addresses should follow the format {email}.',
  'One or more fields is invalid, please check your entries.',
  'Email cannot be blank',
  'Email is invalid',
  'Complete CAPTCHA before submitting.',
  'Unable to submit form. Please try again later.',
  'This form has not been configured yet.',
  'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  'Unable to send form. Please try again later.',
  'Unknown error, please try again later.',
  'Error processing form submission. Please reload and try again.',
  'reCAPTCHA failed. Refresh this page and try again.',
  'Could not get a form submission key, please try again later.',
  'Could not parse the form fields, please check your entries.',
  'Your form has encountered a problem. Please scroll down to review.',
  'Your form has encountered a problem. Please scroll up to review.',
  'Enterprise V3 ReCaptcha site key not found',
  'ReCaptcha has not been set up!',
  'Strongly Disagree',
  'Disagree',
  'Neutral',
  'Agree',
  'Strongly Agree',
];

describe('MESSAGES', () => {
  // Site forms' and the captcha's texts are in FORM_TEXTS (form-texts.ts), off the islands' shared chunk.
  test.each(SPEC_TEXTS)('holds the spec text "%s" exactly', (text) => {
    expect([...Object.values(MESSAGES), ...Object.values(FORM_TEXTS)]).toContain(text);
  });

  test('writes the ellipsis as the single character "…", never three dots', () => {
    expect(MESSAGES.adding).toBe('Adding\u2026');
    expect(Object.values(MESSAGES).filter((text) => text.includes('...'))).toEqual([]);
  });

  test('holds each text once, so every screen uses the same words', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  test('states the real quantity and cart limits', () => {
    expect(MESSAGES.quantityTooLarge).toBe(`Quantity must be ${MAX_QUANTITY} or less.`);
    expect(MESSAGES.cartMoreThanCap).toBe(`More than ${CART_COUNT_CAP} items in cart`);
    expect(MESSAGES.cartCountCapped).toBe(`${CART_COUNT_CAP}+`);
  });
});

describe('formatMessage', () => {
  test('fills placeholders from params', () => {
    expect(formatMessage('addedToCart', { productName: 'Linen Shirt' })).toBe(
      'Linen Shirt was added to your cart.',
    );
    expect(formatMessage('scarcity', { qty: 3 })).toBe('Only 3 left in stock');
  });

  test('returns texts without placeholders unchanged', () => {
    expect(formatMessage('adding')).toBe('Adding…');
  });

  test('leaves a placeholder without a param visible instead of throwing', () => {
    expect(formatMessage('selectVariant')).toBe('Select {variantName}');
    expect(formatMessage('selectVariant', { toString: 'x' })).toBe('Select {variantName}');
  });

  test('does not re-read placeholders inside param values', () => {
    expect(formatMessage('selectVariant', { variantName: '{variantName}' })).toBe('Select {variantName}');
  });
});

test('labels likert answers from -2 to 2 and nothing else', () => {
  expect([-2, -1, 0, 1, 2].map(likertLabel)).toEqual([
    'Strongly Disagree',
    'Disagree',
    'Neutral',
    'Agree',
    'Strongly Agree',
  ]);
  expect(likertLabel(3)).toBeNull();
  expect(likertLabel(-3)).toBeNull();
});
