import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

/**
 * The ALTCHA widget, loaded only when a captcha is drawn (Captcha.tsx imports this module
 * dynamically): registers <altcha-widget>. The `external` build keeps the widget's styles in a
 * stylesheet and its proof-of-work worker in a file of its own served from this origin, so the
 * storefront's Content-Security-Policy needs no blob: workers and no inline scripts (decision 0039).
 * Only SHA-256, the algorithm the server issues, is registered.
 */
globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());
