/*
 * The users domain's public face: what other domains may read of a person's record.
 */
export type { UserItem } from './user-item';

import type { UserItem } from './user-item';
import { userRepository } from './user-repository';

/** A person's record, or undefined when there is none (deleted, or never made). */
export const findUser = (userId: string): Promise<UserItem | undefined> => userRepository.getById(userId);
