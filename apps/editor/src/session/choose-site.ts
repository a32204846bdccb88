import type { OwnerSession, OwnerSite } from '@plinth/contracts';

/** Where the site switcher remembers the owner's last choice. */
export const SITE_STORAGE_KEY = 'plinth.editor.siteId';

export function readStoredSiteId(
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
): string | null {
  try {
    return storage?.getItem(SITE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeSiteId(siteId: string, storage: Pick<Storage, 'setItem'> | null = safeLocalStorage()) {
  try {
    storage?.setItem(SITE_STORAGE_KEY, siteId);
  } catch {
    // Private browsing may refuse storage; the choice then lasts until the tab closes.
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The site to open: the one chosen last time if the owner still belongs to it, else the site the
 * address belongs to, else the first. Null when the account has no site at all.
 */
export function chooseSite(session: OwnerSession, storedId: string | null): OwnerSite | null {
  const byId = (id: string | null) => session.sites.find((site) => site.id === id);
  return byId(storedId) ?? byId(session.currentSiteId) ?? session.sites[0] ?? null;
}
