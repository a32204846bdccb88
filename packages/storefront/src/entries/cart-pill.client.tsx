import '../styles/islands.css';
import { CartPill } from '../cart-pill/CartPill.island';
import { hydrateIslands } from '../hydrate-islands.client';

hydrateIslands('cart-pill', CartPill);
