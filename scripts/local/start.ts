/**
 * `npm start`: the whole product on this machine with demo data (DESIGN §2).
 *   npm start                 keep data in .local/ between runs
 *   npm start -- --reset      wipe .local/ and seed fresh demo data
 */
import path from 'node:path';
import { PortInUseError, portsFromEnv } from './ports';
import { DEMO_MODERATOR } from './seed';
import { DEMO_PASSWORD, type SeedPerson, seedPeople } from './seed-data';
import { startStack } from './stack';

/** How the banner names a demo account's kind. */
const roleText = (p: SeedPerson) =>
  p.roleId === 2 ? 'employer' : p.roleId === 3 ? 'parent of the teen (/family)' : `student, age ${p.age}`;

const reset = process.argv.includes('--reset');
const dataDir = path.resolve(import.meta.dirname, '../../.local');
const verbose = process.argv.includes('--verbose');

try {
  const started = Date.now();
  const stack = await startStack({
    dataDir,
    ports: portsFromEnv(),
    web: process.argv.includes('--dist') ? 'dist' : 'dev',
    reset,
    log: (line) => {
      if (verbose || !line.startsWith('[cognito]')) console.log(line);
    },
  });
  const people = seedPeople
    .filter((p) => ['employer', 'teen', 'student', 'parent'].includes(p.key))
    .map((p) => `    ${p.email.padEnd(24)} ${DEMO_PASSWORD}   ${roleText(p)}`);
  console.log(`
  Neighbourhood Jobs is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

    App:        ${stack.urls.app}
    API:        ${stack.urls.api}   (e.g. ${stack.urls.api}/jobs)
    Inbox:      ${stack.urls.inbox}   (every e-mail the app sends, incl. the support mailbox)
    Cognito:    ${stack.urls.cognito}   (codes also appear in .local/cognito/.cognito/db/${stack.userPoolId}.json)

  Demo sign-ins (password for all):
${people.join('\n')}
    ${DEMO_MODERATOR.email.padEnd(24)} ${DEMO_PASSWORD}   moderator (/moderation): two reports waiting, one urgent
    The parent confirmed the teen's account; one of her applications waits for the parent's approval.

  Data lives in .local/ and survives restarts; "npm start -- --reset" starts fresh.
  Press Ctrl-C to stop.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n  Stopping…');
    await stack.stop();
    console.log('  Stopped. Your data is kept in .local/.');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(`\n  Cannot start: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
