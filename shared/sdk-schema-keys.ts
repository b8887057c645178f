import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/*
 * Why the functions' bundles carry the schemas of AWS operations they never call, and the fix.
 *
 * Since 3.930 an AWS SDK client describes every operation's shapes as data, in its
 * `dist-es/schemas/schemas_0.js`. A shape's traits are written with computed keys naming string
 * constants of that file (`const _e = "error"; … { [_e]: _c }`). esbuild cannot prove that a computed
 * key has no side effect (it could call a getter or toString), so it keeps every statement holding
 * one, and every schema such a statement points to: a function that sends one Location command
 * carried the shapes of all 60 (31 KB of its 40). SDK issue aws/aws-sdk-js-v3#7607; the generator's
 * fix (literal keys, smithy-typescript#1889) was not released when this was written.
 *
 * The plugin makes the same change as that fix, as each such file is loaded: `[_e]:` becomes
 * `"error":` when `_e` is a `const` of that file holding a plain string literal, so the object is
 * the same and esbuild drops the shapes no imported command reaches. Anything else is left as it is.
 * Once the SDK ships literal keys it finds nothing to rewrite (sdk-schema-keys.test.ts says so).
 */

/** An SDK client's (or nested client's) schema module, where the generated shapes live. */
export const SDK_SCHEMA_FILE = /[\\/]node_modules[\\/]@aws-sdk[\\/].+[\\/]schemas[\\/]schemas_\d+\.js$/;

/** `const _e = "error";` at the start of a line: the file's string constants. */
const stringConstant = /^const (_\w+) = ("[^"\\\n]*");$/gm;
/** A computed key naming one of them, as an object literal's first or next property. */
const computedKey = /([{,]\s*)\[(_\w+)\]:/g;

/** The schema module's source with each computed key that names a string constant written as that string. */
export function literalSchemaKeys(source: string): string {
  const strings = new Map<string, string>();
  for (const [, name, literal] of source.matchAll(stringConstant)) {
    if (name && literal) strings.set(name, literal);
  }
  return source.replace(computedKey, (key, before: string, name: string) => {
    const literal = strings.get(name);
    return literal === undefined ? key : `${before}${literal}:`;
  });
}

/** esbuild plugin: loads the AWS SDK's schema modules through `literalSchemaKeys`. */
export const sdkSchemaKeys: Plugin = {
  name: 'sdk-schema-keys',
  setup(build) {
    build.onLoad({ filter: SDK_SCHEMA_FILE }, async (args) => ({
      contents: literalSchemaKeys(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
