export { cartRoutes } from './routes';
export { addEntry, getCart, getCartQuantity, removeEntry, updateEntryQuantity } from './service';
export { cartToken, clearCartCookie, setCartCookie } from './cart-cookie';
export { getCartVisitor } from './cart-visitor';
export { claimCartForSiteUser, releaseCartAtSignOut } from './cart-handover';
