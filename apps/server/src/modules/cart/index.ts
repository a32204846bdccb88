export { cartRoutes } from './routes';
export { addEntry, getCart, getCartQuantity, removeEntry, updateEntryQuantity } from './service';
export { cartToken, clearCartCookie, setCartCookie } from './cart-cookie';
export { claimCartForSiteUser, copyCartForSignedOutVisitor } from './cart-handover';
