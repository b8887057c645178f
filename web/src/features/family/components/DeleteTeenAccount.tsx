import type { FamilyTeen } from '@shared/schemas/family';
import { useRef, useState } from 'react';
import { DeleteAccountDialog } from '../../../lib/account/DeleteAccountDialog';
import { teenDeletionPolicy } from '../../../lib/account/deletion-policy';
import { useDeleteTeenAccount, useForgetTeen } from '../api/delete-teen-account';
import styles from './FamilySections.module.css';

/**
 * A guardian deletes their teen's account, at the end of the teen's section: the same
 * dialog as "Delete my account", in the third person. Once the guardian has read the confirmation the
 * teen's section goes, and focus goes to the page's heading.
 */
export function DeleteTeenAccount({ guardianId, teen }: { guardianId: string; teen: FamilyTeen }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const remove = useDeleteTeenAccount(teen.teenId);
  const forget = useForgetTeen(guardianId);
  const headingId = `delete-teen-${teen.teenId}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Delete {teen.firstName}’s account
      </h3>
      <p className={styles.hint}>
        Their account and personal details are deleted for good, and both of you get an e-mail.
      </p>
      <div>
        <button ref={button} type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
          Delete {teen.firstName}’s account
        </button>
      </div>
      <DeleteAccountDialog
        open={open}
        onClose={() => setOpen(false)}
        returnFocusTo={button}
        title={`Delete ${teen.firstName}’s account`}
        whatGoes={teenDeletionPolicy.goes}
        whatStays={teenDeletionPolicy.stays}
        onDelete={(confirmation) => remove.mutateAsync(confirmation)}
        done={{
          message: `${teen.firstName}’s account has been deleted. We sent a confirmation to both of you.`,
          action: 'Done',
          onAction: () => {
            setOpen(false);
            forget(teen.teenId);
            // The section (and the button that opened the dialog) is gone: the page's heading is next.
            requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
          },
        }}
      />
    </section>
  );
}
