import {
  OWNER_PRODUCT_MESSAGES,
  PRODUCT_STATUS,
  type FieldErrors,
  type ProductDetail,
  type ProductStatus,
} from '@plinth/contracts';
import { localInputToIso, toLocalInputValue } from '../pages/schedule-time';

/** The status fields of the product form. */
export interface StatusForm {
  status: ProductStatus;
  /** A datetime-local value in the owner's time zone; '' when not scheduled. */
  publishAt: string;
}

export function statusFromProduct(product: Pick<ProductDetail, 'status' | 'publishAt'>): StatusForm {
  return {
    status: product.status,
    publishAt: product.publishAt ? toLocalInputValue(new Date(product.publishAt)) : '',
  };
}

/**
 * The API's status and publishAt (ISO 8601) for the form, and what the owner must fix first: a
 * Scheduled product needs a time the browser can read.
 */
export function statusToInput(form: StatusForm): {
  input: { status: ProductStatus; publishAt: string | null };
  errors: FieldErrors;
} {
  if (form.status !== PRODUCT_STATUS.scheduled) {
    return { input: { status: form.status, publishAt: null }, errors: {} };
  }
  const publishAt = localInputToIso(form.publishAt);
  if (publishAt !== null) return { input: { status: form.status, publishAt }, errors: {} };
  const message =
    form.publishAt.trim() === ''
      ? OWNER_PRODUCT_MESSAGES.publishAtRequired
      : OWNER_PRODUCT_MESSAGES.publishAtInvalid;
  return { input: { status: form.status, publishAt: null }, errors: { publishAt: message } };
}
