export { cartRoutes } from './routes';
export { addEntry, getCart, getCartQuantity, removeEntry, updateEntryQuantity } from './service';
export { setCartCookie } from './cart-cookie';
