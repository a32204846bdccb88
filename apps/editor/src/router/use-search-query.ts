import { useEffect, useState } from 'react';
import { queryParam } from './history-router';
import { navigate, useLocation } from './router';

const SEARCH_DELAY_MS = 250;

/**
 * A search box kept in the address as ?q=: `query` is what the address says (what to load), `search`
 * what the box shows. The address follows the box once typing pauses, so lists do not reload per key
 * and a search survives a reload or a shared link.
 */
export function useSearchQuery(path: string): {
  query: string;
  search: string;
  setSearch: (value: string) => void;
} {
  const location = useLocation();
  const query = queryParam(location, 'q');
  const [search, setSearch] = useState(query);
  // The address can change without the box (a sidebar link, back, forward): the box then follows it,
  // or the pending debounce below would put the old search back.
  const [lastQuery, setLastQuery] = useState(query);
  if (query !== lastQuery) {
    setLastQuery(query);
    setSearch(query);
  }

  useEffect(() => {
    if (search.trim() === query) return;
    const timer = window.setTimeout(() => {
      const q = search.trim();
      navigate(q ? `${path}?q=${encodeURIComponent(q)}` : path, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [path, search, query]);

  return { query, search, setSearch };
}
