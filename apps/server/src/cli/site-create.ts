import { runSiteCreate } from './site-create-command';
import { loadCliConfig } from './startup-error';

/** `npm run site:create -- --host example.test --title "My shop"` (docs/sites.md). */
const code = await runSiteCreate(process.argv.slice(2), loadCliConfig(), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = code;
