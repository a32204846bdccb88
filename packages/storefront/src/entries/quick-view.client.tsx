import '../styles/islands.css';
import '../styles/quick-view.css';
import { hydrateIslands } from '../hydrate-islands.client';
import { QuickView } from '../quick-view/QuickView.island';

hydrateIslands('quick-view', QuickView);
