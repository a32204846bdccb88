import { startEvents } from '../events.client';

// The events API's bundle (dist/events.*.js): loaded by the tracker on every tracked page.
startEvents();
