import {
  ANALYTICS_API,
  TRACKER_CONFIG_ELEMENT_ID,
  siteOffersSessionRecording,
  sourceEnvironmentOf,
  type TrackerConfig,
} from '@plinth/contracts';
import { trackerBundleUrls, type TrackerManifest } from '@plinth/tracker/manifest';
import { analyticsSettingsOf, sessionRecordingSiteFacts } from '../analytics-settings';
import type { Site } from '../sites';

/** Templates whose pages get no page view (seed 001 §2): not found, the lock screen, members only. */
const UNTRACKED_TEMPLATES: ReadonlySet<string> = new Set(['not-found', 'page-locked', 'page-members-only']);

/** What a page's HTML carries for the tracker (the layout prints both, in its head). */
export interface TrackerPageTag {
  /** The TrackerConfig as JSON, safe inside a `<script type="application/json">` element. */
  configJson: string;
  /** The tracker bundle's URL, for a `<script defer>`. */
  src: string;
  elementId: string;
  /**
   * The recorder loader's URL, for a `<script defer>`, only while the site offers session recording
   * (decision 0046); never on the checkout or in the editor's preview.
   */
  recorderSrc?: string;
}

export interface TrackerPage {
  /** The URL's path. */
  path: string;
  template: string;
  /** The block page's or the product's id; the path when the page has none. */
  pageId?: string;
  /** The Host the page was asked for (sourceEnvironmentOf); the environment is 'prod' without one. */
  hostname?: string;
}

/**
 * The tracker's part of a storefront page, or null when the bundles are not built. Pages are cached per
 * site and path, so this holds only what is the same for every visitor (decision 0043): the settings'
 * modes and the page kind. Who the visitor is (a signed-in member, cookies allowed) the tracker reads
 * in the browser.
 */
export function trackerPageTag(
  site: Pick<Site, 'id' | 'language' | 'settings'>,
  page: TrackerPage,
  bundles: TrackerManifest | null = trackerBundleUrls(),
): TrackerPageTag | null {
  if (!bundles) return null;
  const settings = analyticsSettingsOf(site);
  const config: TrackerConfig = {
    websiteId: site.id,
    endpoint: ANALYTICS_API.clankerEvents,
    sourceEnvironment: page.hostname ? sourceEnvironmentOf(page.hostname) : 'prod',
    // Seed 001 §6: the owner's cookieless mode, or a cloneable site (a template others copy).
    cookieless: settings.mode === 'cookieless' || site.settings.cloneable === true,
    // The editor's preview (under /config) is never counted, whoever looks at it.
    skip: /^\/config(\/|$)/.test(page.path),
    trackPageView: !UNTRACKED_TEMPLATES.has(page.template) && !/^\/search(\/|$)/.test(page.path),
    memberAccountId: '',
    resolvedLocale: site.language,
    pageId: page.pageId || page.path,
    templateId: page.template,
    restrictiveCookiePolicy: settings.restrictiveCookiePolicy,
    absolute: settings.absolute,
    cookieBanner: settings.cookieBanner,
    bannerSrc: bundles.banner,
    eventsSrc: bundles.events,
    collectorSrc: bundles.collector,
  };
  const tag: TrackerPageTag = {
    configJson: scriptSafeJson(config),
    src: bundles.tracker,
    elementId: TRACKER_CONFIG_ELEMENT_ID,
  };
  if (
    siteOffersSessionRecording(sessionRecordingSiteFacts(settings)) &&
    !config.skip &&
    !config.cookieless &&
    !/^\/checkout(\/|$)/.test(page.path)
  ) {
    tag.recorderSrc = bundles.recorder;
  }
  return tag;
}

/** JSON that cannot end its `<script>` element or open a comment there: `<`, `>` and `&` as escapes. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
