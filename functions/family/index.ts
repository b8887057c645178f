/*
 * The family domain's public face: what other domains may ask about a teen's guardian. Only pure
 * rules and the family table's own reads and writes are re-exported here (nothing that reaches
 * applications), so a domain below applications can use it without an import circle.
 */
export { guardianConfirmed, hasGuardian, settingsOf } from './guardian-link';
export { countTeenMessage } from './teen-messages';

import { guardianRepository } from './guardian-repository';

/** A guardian's teens (their confirmed link, each teen's current record). */
export const teensOf = (guardianId: string) => guardianRepository.listTeens(guardianId);
