import { useEffect, useState } from 'react';

/**
 * False during server rendering and hydration, true once the island runs in the browser: controls that
 * exist only for visitors without JavaScript hide themselves after that, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
