import { CHECKOUT_SETTINGS_LIMITS as L, checkoutSettingsMessage } from '@plinth/contracts';
import { AppError } from '../../app-error';

export function shippingOptionNotFound(): AppError {
  return new AppError(
    'not_found',
    'SHIPPING_OPTION_NOT_FOUND',
    checkoutSettingsMessage('shippingOptionNotFound'),
  );
}

export function taxRuleNotFound(): AppError {
  return new AppError('not_found', 'TAX_RULE_NOT_FOUND', checkoutSettingsMessage('taxRuleNotFound'));
}

export function couponNotFound(): AppError {
  return new AppError('not_found', 'COUPON_NOT_FOUND', checkoutSettingsMessage('couponNotFound'));
}

/** 409 beside the code field: codes are unique per site, whatever their case. */
export function couponCodeTaken(): AppError {
  const message = checkoutSettingsMessage('couponCodeTaken');
  return new AppError('conflict', 'COUPON_CODE_TAKEN', message, { fieldErrors: { code: message } });
}

const TOO_MANY = {
  shipping_options: ['SHIPPING_OPTIONS_LIMIT', 'tooManyShippingOptions', L.shippingOptionsMax],
  tax_rules: ['TAX_RULES_LIMIT', 'tooManyTaxRules', L.taxRulesMax],
  coupons: ['COUPONS_LIMIT', 'tooManyCoupons', L.couponsMax],
} as const;

/** 409: the site already holds as many of these as it may. */
export function tooMany(table: keyof typeof TOO_MANY): AppError {
  const [code, message, max] = TOO_MANY[table];
  return new AppError('conflict', code, checkoutSettingsMessage(message, { max }));
}
