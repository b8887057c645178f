import { formatLongDate } from '@shared/rules/display';
import type { EmployerJob } from '@shared/schemas/job';
import type { RefObject } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { useCloseJob } from '../api/close-job';
import { useDeleteJob } from '../api/delete-job';
import { type ReopenPath, reopenPath, reopenStart } from '../lib/job-actions';

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
 * Delete Job Posting (docs/spec/2-employers-and-info-pages.md §2): the job leaves search and the employer's postings at once, and
 * cannot be brought back. Its record stays only as the deletion policy says (docs/security.md), so
 * that the students who applied keep theirs; they are told it was removed.
 */
export function DeleteJobDialog(props: JobDialogProps) {
  return (
    <JobChangeDialog
      {...props}
      change={useDeleteJob()}
      title="Delete Job Posting"
      description="Students will no longer find this job or be able to apply, and it leaves your job postings for good. Students who applied, or whom you accepted, are told it was removed."
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
      description="Students can no longer apply, and the job moves to your Closed tab. Students you already accepted keep your contact details and their visits on your schedule, and we e-mail them that the job is filled."
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

/** What reopening in place does to the start day: kept while ahead, moved to today once passed. */
function reopenStartText(job: EmployerJob): string {
  const start = reopenStart(job);
  return start.moved
    ? `Its start date, ${formatLongDate(job.data.startDate)}, has passed, so it will start today, ${formatLongDate(start.startDate)}. You can change the dates before saving.`
    : `It keeps its start date, ${formatLongDate(job.data.startDate)}. You can change the dates before saving.`;
}

export function ReopenJobDialog({ job, onClose, onProceed, returnFocusTo }: ReopenJobDialogProps) {
  const path: ReopenPath = job ? reopenPath(job) : 'edit';
  return (
    <ConfirmDialog
      open={job !== null}
      title="Reopen Job Posting"
      description={
        job && path === 'edit' ? `${reopenMessages.edit} ${reopenStartText(job)}` : reopenMessages[path]
      }
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
