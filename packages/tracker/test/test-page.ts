import { TRACKER_CONFIG_ELEMENT_ID, type TrackerConfig } from '@plinth/contracts';
import { vi } from 'vitest';

/** The config a storefront page carries, as the server writes it for a plain page of the demo site. */
export function testConfig(overrides: Partial<TrackerConfig> = {}): TrackerConfig {
  return {
    websiteId: 'site-1',
    endpoint: '/api/v1/clanker/events',
    sourceEnvironment: 'dev',
    cookieless: false,
    skip: false,
    trackPageView: true,
    memberAccountId: '',
    resolvedLocale: 'en-US',
    pageId: '/shop',
    templateId: 'shop',
    restrictiveCookiePolicy: false,
    absolute: false,
    cookieBanner: false,
    bannerSrc: '/assets/tracker/banner.TEST.js',
    eventsSrc: '/assets/tracker/events.TEST.js',
    collectorSrc: '/assets/tracker/collector.TEST.js',
    ...overrides,
  };
}

/** Puts the config element in the page, as the layout prints it. */
export function placeConfig(config: TrackerConfig): void {
  document.getElementById(TRACKER_CONFIG_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = TRACKER_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify(config);
  document.head.append(element);
}

/** A beacon that accepts everything, recording each URL and text body. */
export function stubBeacon(): { url: string; body: string; type: string }[] {
  const sent: { url: string; body: string; type: string }[] = [];
  const beacon = vi.fn((url: string, data: Blob) => {
    // jsdom's Blob has no text() in every version: read it back with a FileReader.
    const reader = new FileReader();
    const entry = { url, body: '', type: data.type };
    sent.push(entry);
    reader.onload = () => (entry.body = reader.result as string);
    reader.readAsText(data);
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  return sent;
}

/** No beacon in this browser: requests go by fetch. */
export function removeBeacon(): void {
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
}

/** Lets FileReader callbacks and promise chains run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Every cookie of the page, then deletes them all; clears both storages and the head's scripts. */
export function resetPage(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}
