import { ownerProductMessage, type FieldErrors } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** 400 with every field's problem: `{code: "PRODUCT_INVALID", message, fieldErrors: {path: message}}`. */
export function productInvalid(fieldErrors: FieldErrors): AppError {
  return fieldsInvalid('PRODUCT_INVALID', fieldErrors);
}

/** The message is the one problem's own words, or "Check the highlighted fields." for several. */
function fieldsInvalid(code: string, fieldErrors: FieldErrors): AppError {
  const messages = Object.values(fieldErrors);
  const message = messages.length === 1 ? (messages[0] ?? '') : ownerProductMessage('invalid');
  return new AppError('invalid', code, message, { fieldErrors });
}

export function productNotFound(): AppError {
  return new AppError('not_found', 'PRODUCT_NOT_FOUND', ownerProductMessage('productNotFound'));
}

/** 409: the SKU belongs to a variant of another product (unique per site: variants_website_sku). */
export function skuTaken(path: string | null): AppError {
  const message = ownerProductMessage('skuTaken');
  return new AppError('conflict', 'PRODUCT_SKU_TAKEN', message, {
    fieldErrors: path ? { [path]: message } : {},
  });
}

/** 409: an explicitly chosen URL is used by another product of the same store page. */
export function urlIdTaken(): AppError {
  const message = ownerProductMessage('urlIdTaken');
  return new AppError('conflict', 'PRODUCT_URL_TAKEN', message, { fieldErrors: { urlId: message } });
}
