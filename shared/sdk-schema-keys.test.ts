import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { literalSchemaKeys, SDK_SCHEMA_FILE, sdkSchemaKeys } from './sdk-schema-keys';

const sdkDir = path.resolve(import.meta.dirname, '../node_modules/@aws-sdk');
/** Every installed client's schema module (nested clients too: the credential chain's STS, SSO…). */
const schemaFiles = readdirSync(sdkDir, { recursive: true, encoding: 'utf8' })
  .map((file) => path.join(sdkDir, file))
  .filter((file) => SDK_SCHEMA_FILE.test(file) && file.includes(`${path.sep}dist-es${path.sep}`));

const scratch = mkdtempSync(path.join(tmpdir(), 'nj-sdk-schema-keys-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The module's exports, bundled on its own (with the plugin or without) and imported. */
async function exportsOf(file: string, withPlugin: boolean): Promise<Record<string, unknown>> {
  const outfile = path.join(scratch, `${path.relative(sdkDir, file).replace(/\W/g, '_')}-${withPlugin}.mjs`);
  await build({
    entryPoints: [file],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
    plugins: withPlugin ? [sdkSchemaKeys] : [],
  });
  return import(pathToFileURL(outfile).href);
}

/**
 * The same shape: arrays and objects key by key, a lazy reference (`() => Shape`) by what it returns,
 * a class (an error) by name. Cycles between shapes end where a pair was compared before.
 */
function sameShape(a: unknown, b: unknown, path: string, seen = new Set<unknown>()): void {
  if (typeof a === 'function' && typeof b === 'function') {
    if (a.length === 0 && !a.name && !b.name) {
      if (seen.has(a)) return;
      seen.add(a);
      sameShape(a(), b(), `${path}()`, seen);
    } else expect(b.name, path).toBe(a.name);
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (seen.has(a)) return;
    seen.add(a);
    expect(Object.keys(b), path).toEqual(Object.keys(a));
    for (const key of Object.keys(a)) {
      sameShape(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
        seen,
      );
    }
    return;
  }
  expect(b, path).toBe(a);
}

describe('literalSchemaKeys', () => {
  it('writes a computed key naming a string constant as that string, and leaves every other key', () => {
    const source = [
      'const _e = "error";',
      'const _hE = "httpError";',
      'const n0 = "com.amazonaws.x";',
      'let _l = "not a const";',
      'export var E$ = [-3, n0, "E", { [_e]: _c, [_hE]: 400 }, [], []];',
      'export var F$ = [3, n0, "F", {[_l]: 1, [n0]: 2, [_x]: 3}, [], []];',
    ].join('\n');
    const out = literalSchemaKeys(source);
    expect(out).toContain('{ "error": _c, "httpError": 400 }');
    expect(out).toContain('{[_l]: 1, [n0]: 2, [_x]: 3}');
  });

  it('still finds computed keys to rewrite in the installed SDK (when it finds none, the SDK ships the fix: remove the plugin)', () => {
    const rewritten = schemaFiles.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return literalSchemaKeys(source) !== source;
    });
    expect(rewritten.length).toBeGreaterThan(0);
  });
});

describe('sdkSchemaKeys', () => {
  it('finds the schema module of every client the functions use', () => {
    const clients = schemaFiles.map((file) => path.relative(sdkDir, file).split(path.sep)[0]);
    expect(clients).toEqual(
      expect.arrayContaining([
        'client-dynamodb',
        'client-location',
        'client-sqs',
        'client-cognito-identity-provider',
      ]),
    );
  });

  it.each(schemaFiles.map((file) => [path.relative(sdkDir, file), file]))(
    '%s: every exported shape is the same with the plugin',
    async (_name, file) => {
      const [plain, rewritten] = await Promise.all([exportsOf(file, false), exportsOf(file, true)]);
      expect(Object.keys(rewritten).sort()).toEqual(Object.keys(plain).sort());
      for (const key of Object.keys(plain)) sameShape(plain[key], rewritten[key], key);
    },
    30_000,
  );

  it('lets a bundle that sends one Location command leave out the shapes of the others', async () => {
    const entry = path.join(scratch, 'one-command.mjs');
    writeFileSync(
      entry,
      `export { LocationClient, SearchPlaceIndexForTextCommand } from '@aws-sdk/client-location';\n`,
    );
    const sizes: Record<string, number> = {};
    for (const withPlugin of [false, true]) {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        minify: true,
        format: 'esm',
        platform: 'node',
        mainFields: ['module', 'main'],
        nodePaths: [path.dirname(sdkDir)],
        logLevel: 'silent',
        plugins: withPlugin ? [sdkSchemaKeys] : [],
      });
      const code = result.outputFiles[0]?.text ?? '';
      sizes[String(withPlugin)] = code.length;
      // A shape of an operation the bundle never sends.
      expect(code.includes('"CalculateRouteMatrixRequest"'), `plugin ${withPlugin}`).toBe(!withPlugin);
      expect(code).toContain('"SearchPlaceIndexForTextRequest"');
    }
    expect(sizes.true).toBeLessThan((sizes.false ?? 0) - 20_000);
  }, 30_000);
});
