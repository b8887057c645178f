import { approvalJobOf } from './approval-job';

/**
 * The family domain's public face: what other domains may ask about a teen's guardian, and what they
 * may ask of it (telling a teen's conversations who reads them; telling a guardian something).
 */

export { guardianConfirmed, hasGuardian, settingsOf } from './guardian-link';
export { readingGuardianOf, shareGuardianWithConversations } from './reading-guardian';
export { tellGuardian } from './tell-guardian';
/** The whole job a guardian approves, and who posted it: for the approval e-mail. */
export { approvalJobOf };
