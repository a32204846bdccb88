import type { FieldErrors } from '@plinth/contracts';
import type { ProductForm } from './product-form';

/** What every part of the product form receives. */
export interface SectionProps {
  form: ProductForm;
  /** A new form, or an update of the current one (for answers that arrive later, such as uploads). */
  onChange: (next: ProductForm | ((current: ProductForm) => ProductForm)) => void;
  /** Messages by field path ("variants.0.priceCents"). */
  errors: FieldErrors;
  currency: string;
}
