import { LruCache } from '../../lru-cache';

export interface ClientKind {
  /** A crawler, a preview fetcher, a script or a headless browser: its events are not stored. */
  bot: boolean;
  device: 'desktop' | 'tablet' | 'phone' | '';
  browser: string;
}

/**
 * Well-known automated agents (search and social crawlers, monitors, HTTP libraries) and headless
 * browser signatures. Deliberately small: the aim is to keep the obvious machines out of the counts,
 * not to win against a bot that pretends to be Chrome.
 */
const BOT_PATTERN = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'facebookexternalhit',
    'embedly',
    'preview',
    'monitor',
    'pingdom',
    'lighthouse',
    'pagespeed',
    'headlesschrome',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
    'webdriver',
    '^curl/',
    '^wget/',
    '^python',
    '^java/',
    '^go-http-client',
    '^node-fetch',
    '^axios/',
    '^undici',
    '^okhttp',
    '^libwww',
    '^apache-httpclient',
  ].join('|'),
  'i',
);

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const cache = new LruCache<string, ClientKind>(2000);

/**
 * What a User-Agent says about its client, by a few patterns (no outside parser): whether it is a bot,
 * the device class and the browser family. An empty agent counts as a bot (every browser sends one).
 */
export function classifyUserAgent(userAgent: string): ClientKind {
  const known = cache.get(userAgent);
  if (known) return known;
  const kind = classify(userAgent);
  cache.set(userAgent, kind);
  return kind;
}

function classify(ua: string): ClientKind {
  if (ua.trim() === '' || BOT_PATTERN.test(ua)) return { bot: true, device: '', browser: '' };
  const device = /iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(ua)
    ? 'tablet'
    : /Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)
      ? 'phone'
      : 'desktop';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Other';
  return { bot: false, device, browser };
}
