import { approvalJobOf } from './approval-job';

/*
 * The family domain's public face (DESIGN §3): what another domain may use of it. Its other files are
 * its own to change.
 */

export { guardianConfirmed, hasGuardian, settingsOf } from './guardian-link';
export { readingGuardianOf, shareGuardianWithConversations } from './reading-guardian';
/** The whole job a guardian approves, and who posted it: for the approval e-mail. */
export { approvalJobOf };
