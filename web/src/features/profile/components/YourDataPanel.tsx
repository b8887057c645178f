import { webPaths } from '@shared/web-paths';
import { useRef, useState } from 'react';
import { DeleteAccountDialog } from '../../../lib/account/DeleteAccountDialog';
import { deletionPolicy } from '../../../lib/account/deletion-policy';
import { errorMessage } from '../../../lib/api-client';
import { ROLE_EMPLOYER, ROLE_GUARDIAN, type SessionUser, useSession } from '../../../lib/auth/session';
import { Alert } from '../../../lib/ui/Alert';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadData } from '../api/download-account-data';
import styles from '../pages/ProfilePage.module.css';

/**
 * "Your data is yours" on /profile: download everything we hold about you as a file, and
 * delete your account (a dialog that says what goes and what stays, and asks for DELETE typed).
 */
export function YourDataPanel({ user, email }: { user: SessionUser; email: string }) {
  const session = useSession();
  const download = useDownloadData();
  const remove = useDeleteAccount();
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const policy =
    user.roleId === ROLE_EMPLOYER
      ? deletionPolicy.employer
      : user.roleId === ROLE_GUARDIAN
        ? deletionPolicy.guardian
        : deletionPolicy.student;

  return (
    <section className={styles.card} aria-labelledby="profile-data">
      <h2 id="profile-data" className={styles.cardTitle}>
        Your data
      </h2>
      <p className={styles.cardLead}>
        Download a copy of everything we hold about you: your profile, applications, saved searches, reports,
        guardian link and the e-mails we sent you, as a JSON file.
      </p>
      <Alert tone={download.isError ? 'error' : 'success'}>
        {download.isError
          ? errorMessage(download.error, 'We could not prepare your data. Please try again.')
          : download.isSuccess
            ? 'Your data has been downloaded.'
            : null}
      </Alert>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          aria-disabled={download.isPending || undefined}
          onClick={() => {
            if (!download.isPending) download.mutate();
          }}
        >
          {download.isPending ? 'Preparing…' : 'Download my data'}
        </button>
      </div>
      <h3 className={styles.dangerTitle}>Delete your account</h3>
      <p className={styles.cardLead}>
        Your account and your personal details are deleted for good. You will be asked to confirm.
      </p>
      <div className={styles.actions}>
        <button ref={deleteButton} type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
          Delete my account
        </button>
      </div>
      <DeleteAccountDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        returnFocusTo={deleteButton}
        title="Delete your account"
        whatGoes={policy.goes}
        whatStays={policy.stays}
        onDelete={(confirmation) => remove.mutateAsync(confirmation)}
        done={{
          message: `Your account has been deleted. We sent a confirmation to ${email}.`,
          action: 'Go to the home page',
          // The session is over: leave with a fresh page, as signing out does.
          onAction: () => session.signOut({ goTo: webPaths.home }),
        }}
      />
    </section>
  );
}
