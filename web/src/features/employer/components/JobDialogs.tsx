import type { EmployerJob } from '@shared/schemas/job';
import type { RefObject } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useCloseJob } from '../api/close-job';
import { useDeleteJob } from '../api/delete-job';
import { type ReopenPath, reopenPath } from '../lib/job-actions';
import { ConfirmDialog } from './ConfirmDialog';

interface JobDialogProps {
  job: EmployerJob | null;
  onClose: () => void;
  onDone: (job: EmployerJob, message: string) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const DELETE_FAILED = 'Failed to delete job. Please try again.';
const CLOSE_FAILED = 'Failed to update job. Please try again.';

/** Delete Job Posting (spec/2 §2): a soft delete; the job leaves search at once. */
export function DeleteJobDialog({ job, onClose, onDone, returnFocusTo }: JobDialogProps) {
  const remove = useDeleteJob();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={job !== null}
      title="Delete Job Posting"
      description="This action cannot be undone. The job posting will be permanently removed."
      confirmLabel="Delete Job"
      busyLabel="Deleting..."
      danger
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, DELETE_FAILED) : null}
      onClose={close}
      returnFocusTo={returnFocusTo}
      onConfirm={() => {
        if (!job) return;
        remove.mutate(job.entity, {
          onSuccess: (answer) => {
            remove.reset();
            onDone(answer.job, answer.message);
          },
        });
      }}
    >
      {job ? (
        <p>
          <strong>{job.data.title}</strong>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/** Mark as filled: the job closes, leaves search and counts as completed. */
export function CloseJobDialog({ job, onClose, onDone, returnFocusTo }: JobDialogProps) {
  const closeJob = useCloseJob();
  const close = () => {
    closeJob.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={job !== null}
      title="Mark Job as Filled?"
      description="Students can no longer apply, and the job moves to your Closed tab. Students you already accepted keep your contact details."
      confirmLabel="Mark as Filled"
      busyLabel="Saving..."
      busy={closeJob.isPending}
      error={closeJob.isError ? errorMessage(closeJob.error, CLOSE_FAILED) : null}
      onClose={close}
      returnFocusTo={returnFocusTo}
      onConfirm={() => {
        if (!job) return;
        closeJob.mutate(job.entity, {
          onSuccess: (answer) => {
            closeJob.reset();
            onDone(answer.job, answer.message);
          },
        });
      }}
    >
      {job ? (
        <p>
          <strong>{job.data.title}</strong>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

const reopenMessages: Record<ReopenPath, string> = {
  edit: 'This job will be reopened, and all previous applicant information will be preserved.',
  expired:
    "The job has expired. We'll use the existing details to create a new post. Do you want to continue and review?",
  deleted:
    "This job was deleted. We'll use its details to create a new post. Do you want to continue and review?",
};

interface ReopenJobDialogProps {
  job: EmployerJob | null;
  onClose: () => void;
  /** Proceed: edit in place while the end day is ahead, else a new post from the job (spec/2 §4). */
  onProceed: (job: EmployerJob, path: ReopenPath) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function ReopenJobDialog({ job, onClose, onProceed, returnFocusTo }: ReopenJobDialogProps) {
  const path: ReopenPath = job ? reopenPath(job) : 'edit';
  return (
    <ConfirmDialog
      open={job !== null}
      title="Reopen Job Posting"
      description={reopenMessages[path]}
      confirmLabel="Proceed"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      onConfirm={() => {
        if (job) onProceed(job, path);
      }}
    >
      {job ? (
        <p>
          <strong>{job.data.title}</strong>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
