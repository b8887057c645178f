/**
 * The users domain's public face: what other domains may use of it. A person's record (their names,
 * role, age and, for a teen, the guardian link and the guardian's settings) is read by its id.
 */
export type { UserItem } from './user-item';
export { userRepository } from './user-repository';

import type { UserItem } from './user-item';
import { userRepository } from './user-repository';

/** A person's record, or undefined when there is none (deleted, or never made). */
export const findUser = (userId: string): Promise<UserItem | undefined> => userRepository.getById(userId);
