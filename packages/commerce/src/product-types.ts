import type { PRODUCT_TYPE as CONTRACT_PRODUCT_TYPE } from '@plinth/contracts';

/**
 * The contracts' PRODUCT_TYPE (same name, same values), mirrored so this package imports only types from @plinth/contracts: a
 * value import would pull zod and every schema into the browser islands. The annotation pins each code
 * to the contract, so a drift fails type-checking.
 */
export const PRODUCT_TYPE: typeof CONTRACT_PRODUCT_TYPE = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
};
