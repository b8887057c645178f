import path from 'node:path';
import type { Plugin } from 'esbuild';

/*
 * Why the functions' bundles treat our own modules as free of side effects, and the one exception.
 *
 * A domain is imported through its index.ts, which re-exports everything other domains may use. esbuild
 * keeps every statement of an imported module that it cannot prove free of side effects, and a zod
 * schema or a lazy SDK client is built by a call: through an index.ts, a function would carry the
 * schemas and clients of every module the index re-exports, not only of the ones it calls. Marking our
 * own modules `sideEffects: false` (as a package.json can for a library) lets esbuild leave out a
 * module none of whose exports a bundle uses, as it does for the AWS SDK.
 *
 * Our modules run nothing on import but what they export, with one exception, listed below: the zod
 * locale, imported for its effect. A module added for its effect alone must be listed too, or the
 * bundles drop it.
 */

const root = path.resolve(import.meta.dirname, '..');
/** Folders of the functions' own code, as bundled. */
const OWN = ['functions', 'shared'].map((folder) => path.join(root, folder) + path.sep);
/** Our modules imported for what they do on import. */
export const IMPORTED_FOR_EFFECT = [path.join(root, 'shared/schemas/zod-locale.ts')];

export const ownModulesPure: Plugin = {
  name: 'own-modules-pure',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.pluginData === ownModulesPure || !OWN.some((folder) => args.importer.startsWith(folder)))
        return;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: ownModulesPure,
      });
      if (resolved.errors.length > 0) return;
      const own = OWN.some((folder) => resolved.path.startsWith(folder));
      if (!own || IMPORTED_FOR_EFFECT.includes(resolved.path)) return resolved;
      return { ...resolved, sideEffects: false };
    });
  },
};
