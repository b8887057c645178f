/**
 * The second pass of `npm run lint:boundaries`: no circle between domain folders. The rules are the
 * `domain-circle` ones of .dependency-cruiser.cjs (with their comments and temporary exceptions),
 * switched on here as errors, on the product code of functions/ only: dependency-cruiser's folder
 * graph counts every import of every file in a folder, and test files may use the local stack in
 * scripts/, which imports every domain, so with them any two domains would close a circle.
 */
const { forbidden, options } = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: forbidden
    .filter((rule) => rule.scope === 'folder')
    .map((rule) => ({ ...rule, severity: 'error' })),
  options: {
    ...options,
    exclude: { path: [options.exclude.path, '\\.test\\.tsx?$'] },
  },
};
