/** Where `npm run openapi` writes the document (committed, so a change to the API shows in review). */
export const OPENAPI_FILE = new URL('../../openapi.json', import.meta.url);
