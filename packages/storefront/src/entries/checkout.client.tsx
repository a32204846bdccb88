import '../styles/islands.css';
import '../styles/checkout.css';
import { Checkout } from '../checkout/Checkout.island';
import { hydrateIslands } from '../hydrate-islands.client';

hydrateIslands('checkout', Checkout);
