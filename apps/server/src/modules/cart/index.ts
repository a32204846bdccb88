export { cartRoutes } from './routes';
export { addEntry, getCart, getCartQuantity, removeEntry, updateEntryQuantity } from './service';
export { cartToken, setCartCookie } from './cart-cookie';
