import '../styles/islands.css';
import { hydrateIslands } from '../hydrate-islands.client';
import { ListingButton } from '../listing-button/ListingButton.island';

hydrateIslands('listing-button', ListingButton);
