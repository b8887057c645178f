import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, whether the app runs from the CLI (tsx) or from a test (vitest). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export const functionEntry = (name: string): string => join(repoRoot, 'functions', name, 'handler.ts');

/** Vite's output; deployed only when it exists (synth must not require a web build). */
export const webDist = join(repoRoot, 'web', 'dist');

export const hasWebBuild = (dir: string): boolean => existsSync(join(dir, 'index.html'));
