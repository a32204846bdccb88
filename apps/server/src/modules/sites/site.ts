import { DEFAULT_CURRENCY } from '@plinth/commerce';
import type { StoreSettings } from '@plinth/contracts';
import type { WebsiteRow } from '@plinth/db';
import { z } from 'zod';

/** The website a request is for, as every module sees it. */
export interface Site {
  id: string;
  title: string;
  currency: string;
  language: string;
  store: StoreSettings;
}

const settingsSchema = z
  .object({
    store: z
      .object({ multipleQuantityAllowedForServices: z.boolean().optional() })
      .partial()
      .optional(),
  })
  .passthrough();

/** Stored settings are owner data: unknown keys are kept, bad ones fall back to defaults. */
export function toSite(row: WebsiteRow): Site {
  let raw: unknown = {};
  try {
    raw = JSON.parse(row.settings);
  } catch {
    raw = {};
  }
  const settings = settingsSchema.safeParse(raw);
  const store = settings.success ? settings.data.store : undefined;
  return {
    id: row.id,
    title: row.title,
    currency: row.currency || DEFAULT_CURRENCY,
    language: row.language,
    store: {
      currency: row.currency || DEFAULT_CURRENCY,
      // Unset means allowed (seed 000, section 5).
      multipleQuantityAllowedForServices: store?.multipleQuantityAllowedForServices ?? true,
    },
  };
}
