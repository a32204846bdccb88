import type { StorePreferences } from '@plinth/contracts';
import { commercePreferences } from '../../api/commerce-preferences.client';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch, type FetchHandle } from '../../state/use-fetch';

/** The store's preferences (currency, stock texts) for panels that show prices; per site. */
export function useStorePreferences(): FetchHandle<StorePreferences> {
  const { site } = useSignedIn();
  return useFetch((signal) => commercePreferences.get('store', signal), `store:${site.id}`);
}
