import { writeFile } from 'node:fs/promises';
import { currentOpenApiDocument, renderApiReference } from './api-reference';

/** npm run docs:api: writes docs/api-reference.md from the routes' contract schemas. */
const target = new URL('../../../../docs/api-reference.md', import.meta.url);
await writeFile(target, await renderApiReference(await currentOpenApiDocument()));
console.log(`Wrote ${target.pathname}`);
