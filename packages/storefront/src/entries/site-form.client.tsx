import '../styles/islands.css';
import { hydrateIslands } from '../hydrate-islands.client';
import { SiteForm } from '../forms/SiteForm.island';

hydrateIslands('site-form', SiteForm);
