/*
 * The family domain's public face: what other domains may ask about a teen's guardian, and the one
 * write they may ask of it (telling a teen's conversations who reads them).
 */
export { guardianConfirmed, hasGuardian, settingsOf } from './guardian-link';
export { readingGuardianOf, shareGuardianWithConversations } from './reading-guardian';
