import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lambdaBundling } from '../../shared/lambda-bundling';

/*
 * The suite, the local stack and every script run on the Node major Lambda runs, whatever Node the
 * machine has: the `node` dev dependency puts its binary first on the PATH of every npm script and
 * `npx`, and our scripts start their children with process.execPath or a `node` looked up on that
 * PATH. A machine's own older Node would otherwise test code on a runtime it never meets in AWS.
 */

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const lambdaMajor = Number(lambdaBundling.target.replace(/^node/, ''));
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

describe('the Node the code runs on', () => {
  it('is the Lambda runtime’s major, here and in a child that asks the PATH for `node`', () => {
    expect(lambdaMajor).toBeGreaterThanOrEqual(22);
    expect(major(process.version)).toBe(lambdaMajor);
    const child = execFileSync('node', ['-p', 'process.version + " " + process.execPath'], {
      encoding: 'utf8',
    }).trim();
    const [childVersion = '', childPath = ''] = child.split(' ');
    expect(major(childVersion), child).toBe(lambdaMajor);
    expect(childPath, 'the `node` dev dependency, not the machine’s own').toContain(
      path.join('node_modules', 'node'),
    );
  });

  it('is what package.json asks for and installs, with types of the same major', () => {
    expect(pkg.engines.node).toBe(`>=${lambdaMajor}`);
    expect(major(pkg.devDependencies.node ?? '')).toBe(lambdaMajor);
    expect(major(pkg.devDependencies['@types/node'] ?? '')).toBe(lambdaMajor);
  });
});
