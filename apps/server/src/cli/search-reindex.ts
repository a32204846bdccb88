import { runSearchReindex } from './search-reindex-command';
import { loadCliConfig } from './startup-error';

/** `npm run search:reindex [-- --site <host>]` (docs/search.md). */
const code = await runSearchReindex(process.argv.slice(2), loadCliConfig(), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = code;
