/**
 * The store's low-stock threshold (issue 13 part 2): "Only {qty} left" shows only for a variant with this
 * many or fewer in stock. Store settings keep it ("store" commerce preferences, `lowStockThreshold`);
 * a later owner dashboard lists low-stock variants by the same number.
 */
export const LOW_STOCK_THRESHOLD_DEFAULT = 5;
export const LOW_STOCK_THRESHOLD_MIN = 1;
/** As high as a cart line's quantity can go (MAX_QUANTITY): above it every variant would be "low". */
export const LOW_STOCK_THRESHOLD_MAX = 9999;
