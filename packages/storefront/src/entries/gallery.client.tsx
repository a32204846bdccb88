import { enhanceGalleries } from '../gallery/gallery.client';

// Module scripts run after the document is parsed: every gallery is in place.
enhanceGalleries();
