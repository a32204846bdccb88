import { startTracker } from './tracker.client';

// The tracker's bundle (dist/tracker.*.js): loaded with `defer` on every storefront page. A lost page
// view changes nothing for the visitor; the seed's messages were already logged where they apply.
startTracker().catch(() => undefined);
