import { build } from 'esbuild';
import { lambdaBuildOptions } from '../../shared/lambda-bundling';

/*
 * Bundles one function: `node --import tsx bundle-function.ts <entry> <outdir>`. node-function.ts runs
 * it in a child process because CDK's local bundling is synchronous, and esbuild's plugins (the
 * SDK schema one in lambdaBuildOptions) work with its asynchronous `build` only.
 */
const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) throw new Error('usage: bundle-function.ts <entry> <outdir>');
await build(lambdaBuildOptions(entry, outdir));
