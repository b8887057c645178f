/*
 * Preloaded into the cognito-local child process (node -r): cognito-local saves each pool to a JSON
 * file through stormdb's async engine, and several sign-ups at once start overlapping fs.writeFile
 * calls on the same file, which can leave it cut short or interleaved (tests, and `npm start`'s
 * readers of verification codes, then find an unreadable file). Cognito's own store is transactional;
 * here every save is written whole to a temporary file and renamed over the old one, synchronously, so
 * a save is atomic and saves happen one after another. Reads then always see a complete file.
 */
const fs = require('node:fs');
const LocalEngine = require('stormdb/src/engine/local.js');

let sequence = 0;
LocalEngine.prototype.write = function write(data) {
  const temporary = `${this.path}.${process.pid}.${sequence++}.tmp`;
  fs.writeFileSync(temporary, this.serialize(data));
  fs.renameSync(temporary, this.path);
  return this.async ? Promise.resolve() : null;
};
