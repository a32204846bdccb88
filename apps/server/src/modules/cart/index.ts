export { cartRoutes } from './routes';
export {
  addEntry,
  type AddEntryInput,
  getCart,
  getCartQuantity,
  removeEntry,
  updateEntryAdditionalFields,
  updateEntryQuantity,
} from './service';
export { productFormAnswers } from './form-answers';
export { cartToken, clearCartCookie, setCartCookie } from './cart-cookie';
export { namedCartVisitor, type CartVisitor } from './cart-visitor';
export { claimCartForSiteUser, releaseCartAtSignOut } from './cart-handover';
export { purgeStaleCarts, scheduleCartPurge } from './cart-purge';
export { MAX_CART_LINES, MAX_CART_QUANTITY, MAX_CART_FORM_BYTES, CART_RETENTION_DAYS } from './cart-limits';
export {
  createCartWithLine,
  findCheckoutCart,
  findCheckoutCartWithKind,
  type CheckoutCart,
  lineUnitPrice,
  listSellableLines,
  markCartPurchased,
  type CheckoutLine,
} from './checkout-cart';
