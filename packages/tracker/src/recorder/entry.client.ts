import { startRecorder } from './recorder.client';

// The recorder loader's bundle (dist/recorder.*.js): on storefront pages of a site that offers session
// recording only. Its errors are logged inside (seed 001 §8).
void startRecorder();
