import { showCookieBanner } from './banner.client';

// The banner's bundle (dist/banner.*.js): loaded by the tracker while the visitor has not answered.
showCookieBanner();
