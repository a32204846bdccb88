import type { Site } from '../sites';

/** TEMPORARY until the store's low-stock threshold setting lands (issue 13 part 2): its default. */
export function lowStockThresholdOf(_site: Pick<Site, 'settings'>): number {
  return 5;
}
