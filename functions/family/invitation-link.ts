import { linkPurposes } from '../../shared/rules/family';
import { familyMessages } from '../../shared/schemas/family';
import { badRequest } from '../lib/errors';
import { invalidLink, verifyToken } from '../lib/signed-token';
import type { UserItem } from '../users';
import { userRepository } from '../users';

/*
 * An invitation link, checked before anything is done with it: signed for this purpose and not
 * expired (signed-token.ts), and still the one link that works for its teen (its nonce is the
 * record's). A forged, reused, voided or expired link is a 400 that changes nothing.
 */

export const linkUsed = () => badRequest(familyMessages.linkUsed, undefined, 'LINK_USED');
export const linkReplaced = () =>
  badRequest(
    'This link no longer works: a newer invitation was sent. Please use the link in the latest e-mail.',
    undefined,
    'LINK_REPLACED',
  );

export interface OpenInvitation {
  teen: UserItem;
  nonce: string;
}

export async function openInvitation(token: string, now = new Date()): Promise<OpenInvitation> {
  const claims = await verifyToken(token, linkPurposes.invitation, now);
  const teen = await userRepository.getById(claims.subject);
  if (!teen?.guardianStatus) throw invalidLink();
  if (teen.guardianNonce === claims.nonce && teen.guardianStatus === 'invited')
    return { teen, nonce: claims.nonce };
  if (teen.guardianStatus === 'invited') throw linkReplaced();
  throw linkUsed();
}
