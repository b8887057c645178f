import type { KnownPerson } from './redact';

/*
 * Who is signed in, as monitoring knows them. Its own file: monitoring.ts loads rum-client.ts, and
 * both need the type, so neither can take it from the other without an import circle.
 */
export interface MonitoredUser extends KnownPerson {
  readonly id: string;
  readonly role: 'student' | 'employer' | 'none';
}
