import { runtimeEnv } from '../../shared/runtime-env';
import { notify } from '../lib/notify';
import type { UserItem } from './user-item';

/**
 * Tells the parent or guardian of a student under 18 that the account exists (spec/1 §7). Never
 * throws: a mail problem must not undo a registration. Adults and employers have no parent stored.
 */
export async function alertParentOfNewTeen(user: UserItem): Promise<void> {
  if (!user.parentEmail) return;
  await notify('ParentAlert_TeenRegistered', [user.parentEmail], {
    // The Google completion form does not ask for the parent's name; "Hi there," reads fine.
    parentName: user.parentName || 'there',
    teenName: `${user.firstName} ${user.lastName}`.trim(),
    appUrl: process.env[runtimeEnv.appUrl] ?? '',
  });
}
