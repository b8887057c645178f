/*
 * The moderation domain's public face: the desk's intake. A domain that takes reports (jobs today;
 * the desk's own routes take reviews' and messages') files each one here, and the desk does the rest.
 * The desk acts on other domains through their index.ts, so nothing below it imports it back; account
 * (which stands first) exports the decisions about a person.
 */
export { exportDecisionsAbout, type ModerationDecisionExport } from './account-data';
export { fileReport } from './file-report';
