/**
 * The variant grid follows the options: one row per combination of option values. Regenerating keeps a
 * row whose combination still exists as it is, lets a row that only gained or lost an option live on in
 * its first new combination (same id, SKU, prices and stock), and gives every other new combination the
 * prices of the row most like it. Renames go through renameOption / renameOptionValue first so rows
 * keep their identity while the owner types.
 */
export type Attributes = Record<string, string>;

export interface OptionSpec {
  name: string;
  values: readonly string[];
}

export interface GridRow {
  attributes: Attributes;
}

/**
 * Every combination, in option order (the first option varies slowest). Options without values are left
 * out, so adding an option does not empty the grid before its first value is typed.
 */
export function optionCombinations(options: readonly OptionSpec[]): Attributes[] {
  return options
    .filter((option) => option.values.length > 0)
    .reduce<Attributes[]>(
      (combos, option) =>
        combos.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value }))),
      [{}],
    );
}

function sameAttributes(a: Attributes, b: Attributes): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && b[key] === a[key])
  );
}

/** True when the two agree on every option both have. */
function related(a: Attributes, b: Attributes): boolean {
  return Object.keys(a).every((key) => !Object.hasOwn(b, key) || b[key] === a[key]);
}

/** How many option values the two share. */
function sharedValues(a: Attributes, b: Attributes): number {
  return Object.keys(a).filter((key) => Object.hasOwn(b, key) && b[key] === a[key]).length;
}

/** The row most like `combo` (most values in common; the first on a tie). */
function closest<T extends GridRow>(rows: readonly T[], combo: Attributes): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const row of rows) {
    const score = sharedValues(row.attributes, combo);
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The rows for `options`. `carry(row, attributes)` moves an existing row to new attributes keeping its
 * identity; `copy(template, attributes)` makes a new row priced like `template`, the row with the most
 * values in common (undefined when there are no rows: the function picks its own defaults).
 */
export function regenerateVariants<T extends GridRow>(
  options: readonly OptionSpec[],
  rows: readonly T[],
  carry: (row: T, attributes: Attributes) => T,
  copy: (template: T | undefined, attributes: Attributes) => T,
): T[] {
  const combos = optionCombinations(options);
  const used = new Set<T>();
  const exact = combos.map((combo) => {
    const row = rows.find((candidate) => !used.has(candidate) && sameAttributes(candidate.attributes, combo));
    if (row) used.add(row);
    return row;
  });
  return combos.map((combo, index) => {
    const kept = exact[index];
    if (kept) return kept;
    const relatives = rows.filter((row) => related(row.attributes, combo));
    const heir = relatives.find((row) => !used.has(row));
    if (heir) {
      used.add(heir);
      return carry(heir, combo);
    }
    return copy(closest(rows, combo), combo);
  });
}

/** Renames an option in every row's attributes. */
export function renameOption<T extends GridRow>(rows: readonly T[], from: string, to: string): T[] {
  if (from === to) return [...rows];
  return rows.map((row) => {
    if (!Object.hasOwn(row.attributes, from)) return row;
    const attributes: Attributes = {};
    for (const [name, value] of Object.entries(row.attributes)) attributes[name === from ? to : name] = value;
    return { ...row, attributes };
  });
}

/** Renames one value of an option in every row that has it. */
export function renameOptionValue<T extends GridRow>(
  rows: readonly T[],
  option: string,
  from: string,
  to: string,
): T[] {
  if (from === to) return [...rows];
  return rows.map((row) =>
    row.attributes[option] === from ? { ...row, attributes: { ...row.attributes, [option]: to } } : row,
  );
}

/** "M / Sand": the row's values in option order; "" without options. */
export function variantLabel(attributes: Attributes, options: readonly OptionSpec[]): string {
  return options
    .map((option) => attributes[option.name])
    .filter((value): value is string => value !== undefined)
    .join(' / ');
}
