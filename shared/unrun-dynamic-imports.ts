import path from 'node:path';
import type { Plugin } from 'esbuild';

/*
 * Why a function's bundle has no chunk for an import() that nothing can run.
 *
 * esbuild writes a chunk for every import() of every module it reads, also when it then leaves that
 * module out. A domain is imported through its index.ts, so a function reads every module the index
 * re-exports, and own-modules-pure.ts lets the bundle leave out those it never calls; but their
 * import()s of a heavy module (the SQS client that lib/notify.ts loads on the first mail, the time-zone
 * table that jobs/edit-job.ts loads to place a moved address) still gave the bundle their chunks,
 * which nothing loads.
 *
 * So each build first runs once without writing, to learn which modules the bundle leaves out; then
 * the import()s of those modules are left unresolved (external), and no chunk is written for them.
 * An import() of a module the bundle keeps is untouched, and what the bundle runs is the same.
 */

/** Every module (absolute path) that a build read and left wholly out of its output. */
function leftOut(metafile: import('esbuild').Metafile, workingDir: string): Set<string> {
  const kept = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput > 0) kept.add(input);
    }
  }
  return new Set(
    Object.keys(metafile.inputs)
      .filter((input) => !kept.has(input))
      .map((input) => path.resolve(workingDir, input)),
  );
}

export const unrunDynamicImports: Plugin = {
  name: 'unrun-dynamic-imports',
  setup(build) {
    let notBundled = new Set<string>();
    build.onStart(async () => {
      const { plugins = [], ...options } = build.initialOptions;
      const probe = await build.esbuild.build({
        ...options,
        plugins: plugins.filter((plugin) => plugin.name !== unrunDynamicImports.name),
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      notBundled = leftOut(probe.metafile, options.absWorkingDir ?? process.cwd());
    });
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind !== 'dynamic-import' || !notBundled.has(args.importer)) return undefined;
      return { path: args.path, external: true };
    });
  },
};
