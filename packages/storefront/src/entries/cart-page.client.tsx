import '../styles/islands.css';
import { CartPage } from '../cart-page/CartPage.island';
import { hydrateIslands } from '../hydrate-islands.client';

hydrateIslands('cart-page', CartPage);
