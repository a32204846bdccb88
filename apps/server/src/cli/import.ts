import { runImportCommand } from './import-command';
import { loadCliConfig } from './startup-error';

/** `npm run import -- --site example.com --shopify-csv products.csv` (docs/imports.md). */
const code = await runImportCommand(process.argv.slice(2), loadCliConfig(), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = code;
