import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CLDRFramework, type CLDR } from '@phensley/cldr';

const require = createRequire(import.meta.url);
let english: CLDR | undefined;

/**
 * The English CLDR instance the template engine formats money, numbers and dates with. The resource pack
 * ships inside @phensley/cldr, so this reads one local file (about 250 KB) once and never touches the network.
 */
export function getEnglishCldr(): CLDR {
  if (!english) {
    const framework = new CLDRFramework({
      loader: (language: string): unknown => {
        const pack = require.resolve(`@phensley/cldr/packs/${language}.json`);
        return JSON.parse(readFileSync(pack, 'utf8'));
      },
    });
    english = framework.get('en-US');
  }
  return english;
}
