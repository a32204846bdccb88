import type { BlockProps, PropValue } from '@plinth/contracts';

/**
 * Loose readers for renderers: a stored document passed the schema when it was saved, but a renderer
 * still prints only values it recognises (an older document, a schema that changed since).
 */
export function oneOf<const V extends string>(
  props: BlockProps,
  name: string,
  values: readonly V[],
  fallback: V,
): V {
  const value: PropValue | undefined = props[name];
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as V) : fallback;
}

/** A whole number within [min, max], or fallback. */
export function intWithin(
  props: BlockProps,
  name: string,
  range: { min: number; max: number },
  fallback: number,
): number {
  const value: PropValue | undefined = props[name];
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(range.max, Math.max(range.min, Math.round(value)))
    : fallback;
}

/** The flat objects of a list prop (accordion items, menu items, social links). */
export function listProp(props: BlockProps, name: string, max: number): Record<string, PropValue>[] {
  const value: PropValue | undefined = props[name];
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item): item is Record<string, PropValue> =>
        item !== null && typeof item === 'object' && !Array.isArray(item),
    )
    .slice(0, max);
}

export function text(item: Record<string, PropValue>, name: string): string {
  const value = item[name];
  return typeof value === 'string' ? value : '';
}
