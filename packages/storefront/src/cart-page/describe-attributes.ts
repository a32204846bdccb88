/** "Size: M, Color: Sand": a cart line's variant, on its row and in the added-to-cart popover. */
export function describeAttributes(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}
