import { readTrackerConfig } from '../tracker.client';
import { startCollector } from './collector.client';

// The collector's bundle (dist/collector.*.js): loaded by the tracker after the page's load event.
const config = readTrackerConfig();
if (config) startCollector(config);
