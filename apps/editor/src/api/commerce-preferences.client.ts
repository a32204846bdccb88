import { type CommercePreferences, type PreferenceNamespace } from '@plinth/contracts';
import { commercePreferencesAnswerSchema } from '@plinth/contracts/schemas';
import { deepEqual } from '../state/deep-equal';
import { checkedAnswer } from './checked-answer';
import { currentSiteId, ownerFetch, type OwnerRequest } from './owner-fetch';

/** Fired before a changed value is sent, so other views of the namespace know to load it again. */
export const PREFERENCES_REFETCH_EVENT = 'plinth:commerce-preferences-refetch';

export interface PreferencesRefetchDetail {
  namespace: PreferenceNamespace;
}

type Request = <T>(path: string, request?: OwnerRequest) => Promise<T>;

export interface CommercePreferencesClient {
  get: <N extends PreferenceNamespace>(namespace: N, signal?: AbortSignal) => Promise<CommercePreferences[N]>;
  /** Sends the value unless it equals the cached one; resolves with what the server kept. */
  update: <N extends PreferenceNamespace>(
    namespace: N,
    value: CommercePreferences[N],
  ) => Promise<CommercePreferences[N]>;
}

/** Checks the answer against the namespace's contract, then drops its websiteId. */
function preferencesOf<N extends PreferenceNamespace>(
  namespace: N,
  answer: unknown,
  method: string,
): CommercePreferences[N] {
  const { websiteId: _dropped, ...preferences } = checkedAnswer(
    commercePreferencesAnswerSchema(namespace),
    answer,
    `${method} /api/v1/commerce-preferences/${namespace}`,
  );
  // The schema is the namespace's own; TypeScript cannot tie the union it infers back to N.
  return preferences as unknown as CommercePreferences[N];
}

/**
 * The commerce preferences client of seed 001: GET/PUT /api/v1/commerce-preferences/{namespace}. The
 * answer's websiteId is dropped; the last value per site and namespace is cached; an update equal to the
 * cached value is not sent; a change fires the refetch event and then sends. Fetch and save errors are
 * re-thrown to the caller, and a failed save leaves the cache as it was.
 */
export function createCommercePreferencesClient(
  request: Request = ownerFetch,
  events: EventTarget = typeof window === 'undefined' ? new EventTarget() : window,
  siteId: () => string | null = currentSiteId,
): CommercePreferencesClient {
  const cache = new Map<string, unknown>();
  const keyOf = (namespace: PreferenceNamespace) => `${siteId() ?? ''}:${namespace}`;
  const path = (namespace: PreferenceNamespace) => `/api/v1/commerce-preferences/${namespace}`;

  return {
    async get(namespace, signal) {
      const value = preferencesOf(namespace, await request<unknown>(path(namespace), { signal }), 'GET');
      cache.set(keyOf(namespace), value);
      return value;
    },
    async update(namespace, value) {
      const key = keyOf(namespace);
      if (cache.has(key) && deepEqual(cache.get(key), value)) return cache.get(key) as typeof value;
      events.dispatchEvent(
        new CustomEvent<PreferencesRefetchDetail>(PREFERENCES_REFETCH_EVENT, { detail: { namespace } }),
      );
      const answer = await request<unknown>(path(namespace), { method: 'PUT', json: value });
      const saved = preferencesOf(namespace, answer, 'PUT');
      cache.set(key, saved);
      return saved;
    },
  };
}

/** The editor's one client, so every panel shares the cache. */
export const commercePreferences = createCommercePreferencesClient();
