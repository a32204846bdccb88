/**
 * `npm run size`: prints each storefront page's JavaScript before interaction and exits 1 when a page
 * is over its budget (size-budget.server.ts). Runs after `npm run build` in `npm test`.
 */
import { ISLANDS_DIST_DIR } from './manifest.server';
import { formatTable, measureBuild } from './size-budget.server';

const rows = measureBuild(ISLANDS_DIST_DIR);
console.log(`Storefront JavaScript before interaction (gzip level 9)\n\n${formatTable(rows)}\n`);
const over = rows.filter((r) => r.over);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((r) => r.page).join(', ')}. See docs/decisions/0012.`);
  process.exitCode = 1;
}
