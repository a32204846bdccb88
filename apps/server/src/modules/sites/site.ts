import { createHash } from 'node:crypto';
import { DEFAULT_CURRENCY, MESSAGES } from '@plinth/commerce';
import { LOW_STOCK_THRESHOLD_DEFAULT, type StorePreferences } from '@plinth/contracts';
import { storedStoreTextsSchema } from '@plinth/contracts/schemas';
import type { WebsiteRow } from '@plinth/db';
import { z } from 'zod';
import { parseStoredSettings } from './stored-settings';

/** The website a request is for, as every module sees it. */
export interface Site {
  id: string;
  title: string;
  currency: string;
  language: string;
  /** One line under the site title on the home page; empty when the owner has not written one. */
  tagline: string;
  /** A sentence about the site for the home page and search engines. */
  description: string;
  store: StorePreferences;
  /**
   * The host name canonical links name (the first of the site's host names in order, as the editor's
   * View site; decision 0050); null for a site without host names (tests).
   */
  primaryHost: string | null;
  /**
   * Set while an Administrator's deletion waits out its grace period (decision 0070): the storefront is
   * closed, the editor still works so the site can be restored.
   */
  deleteAfter: string | null;
  /** Everything in websites.settings, for modules that keep their own section there (navigation, header). */
  settings: Record<string, unknown>;
  /** Changes whenever anything above changes (a SHA-256 of it): part of rendered-page cache keys. */
  fingerprint: string;
}

const settingsSchema = z
  .object({
    tagline: z.string().max(200).optional(),
    description: z.string().max(500).optional(),
  })
  .passthrough();

/**
 * The "store" commerce preferences (modules/commerce-preferences writes them), read with the contract's lenient
 * schema: each field falls back on its own, so one damaged value does not reset the others.
 */
const storeSchema = storedStoreTextsSchema({
  // Unset means allowed (seed 000, section 5).
  multipleQuantityAllowedForServices: true,
  scarcityText: MESSAGES.scarcity,
  soldOutText: MESSAGES.soldOutBadge,
  scarcityShownByDefault: false,
  lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
});

/** Stored settings are owner data: unknown keys are kept, bad ones fall back to defaults. */
export function toSite(row: WebsiteRow & { primary_host?: string | null }): Site {
  const raw = parseStoredSettings(row.settings);
  const settings = settingsSchema.safeParse(raw);
  const tagline = settings.success ? (settings.data.tagline ?? '') : '';
  const description = settings.success ? (settings.data.description ?? '') : '';
  return {
    id: row.id,
    title: row.title,
    currency: row.currency || DEFAULT_CURRENCY,
    language: row.language,
    tagline,
    description,
    primaryHost: row.primary_host ?? null,
    deleteAfter: row.delete_after ?? null,
    settings: raw,
    // A digest, not the settings themselves: every page cache key carries it, and a key of a few
    // kilobytes cost each cached page a few microseconds to build and look up.
    fingerprint: createHash('sha256')
      .update(
        JSON.stringify([
          row.id,
          row.title,
          row.currency,
          row.language,
          row.settings,
          row.primary_host ?? null,
        ]),
      )
      .digest('base64url'),
    store: parseStorePreferences(raw.store, row.currency),
  };
}

/** The "store" preferences from websites.settings.store and the currency column, defaults filled in. */
export function parseStorePreferences(stored: unknown, currency: string): StorePreferences {
  return { currency: currency || DEFAULT_CURRENCY, ...storeSchema.parse(isObject(stored) ? stored : {}) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The number of units at or below which a variant counts as low on stock: the product page's "Only {qty}
 * left" and the owner's low-stock lists read this one function (issue 13 part 2).
 */
export function lowStockThreshold(site: Pick<Site, 'store'>): number {
  return site.store.lowStockThreshold;
}
