import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './openapi-document';
import { OPENAPI_FILE } from './openapi-file';

/** `npm run openapi`: writes openapi.json from the route table (commit it with the change). */
const document = await buildOpenApiDocument();
await writeFile(OPENAPI_FILE, `${JSON.stringify(document, null, 2)}\n`);
console.log(`Wrote ${fileURLToPath(OPENAPI_FILE)} (${Object.keys(document.paths ?? {}).length} paths).`);
