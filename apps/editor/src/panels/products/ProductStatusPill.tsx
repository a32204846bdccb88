import { PRODUCT_STATUS_LABELS, type ProductListItem, type ProductStatus } from '@plinth/contracts';
import { formatPublishTime } from '../pages/schedule-time';

/**
 * The product's status as a word in a pill (never colour alone). A scheduled product whose time has
 * come (the server's `live`) reads Active; one still waiting says when it goes live.
 */
export function ProductStatusPill({
  product,
}: {
  product: Pick<ProductListItem, 'status' | 'publishAt' | 'live'>;
}) {
  const shown: ProductStatus = product.status === 'scheduled' && product.live ? 'active' : product.status;
  return (
    <span className={`badge badge--product-${shown}`}>
      {PRODUCT_STATUS_LABELS[shown]}
      {shown === 'scheduled' && product.publishAt ? (
        <span className="badge__detail"> · {formatPublishTime(product.publishAt)}</span>
      ) : null}
    </span>
  );
}
