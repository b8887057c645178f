import { jobHoursIssues, jobMessages } from '../../shared/rules/job-form';
import type { UpdateJobBody } from '../../shared/schemas/job';
import { badRequest } from '../lib/errors';
import { assertJobDates } from './job-dates';
import { formatFullAddress, type JobItem } from './job-item';
import type { JobChanges } from './job-writes';
import { changeOwnJob, jobNotFound, type OwnJobDecision, type OwnJobResult } from './own-job';

/*
 * PUT /job/{id}: the owner edits the description, price, price type and dates (docs/spec/2-employers-and-info-pages.md §6). Saving
 * makes the job open: an open job stays open, a closed one is reopened (docs/spec/2-employers-and-info-pages.md §4, Reopen with the end
 * date still ahead). A deleted job is gone (404). Title and address were fixed at posting: the
 * spec's client sends the whole job back, so they may come along, but only unchanged.
 */

/** Title and address in the body must be the stored ones (fields the client merely echoes). */
function readOnlyIssues(job: JobItem, body: UpdateJobBody): Record<string, string> {
  const issues: Record<string, string> = {};
  if (body.title !== undefined && body.title.trim() !== job.title) issues.title = jobMessages.readOnlyField;
  if (body.address !== undefined) {
    const stored: Record<string, unknown> = { ...job.address, fullAddress: formatFullAddress(job.address) };
    const same = Object.entries(body.address).every(([key, value]) => key in stored && stored[key] === value);
    if (!same) issues.address = jobMessages.readOnlyField;
  }
  return issues;
}

/** A time the body leaves out is kept; null clears it (the spec's client knows no times). */
const timeAfterEdit = (stored: string | undefined, sent: string | null | undefined) =>
  sent === undefined ? stored : (sent ?? undefined);

/**
 * The editable fields as the body sets them: a PUT replaces them, so no price means none. What the
 * spec's client does not know (kind, times, equipment) is kept when the body leaves it out.
 */
function editedFields(job: JobItem, body: UpdateJobBody): JobChanges {
  return {
    kind: body.kind ?? job.kind,
    startTime: timeAfterEdit(job.startTime, body.startTime),
    endTime: timeAfterEdit(job.endTime, body.endTime),
    powerEquipment: body.powerEquipment ?? job.powerEquipment,
    description: body.description,
    price: body.price ?? undefined,
    priceType: body.priceType,
    startDate: body.startDate,
    endDate: body.endDate,
    isReopened: body.isReopened ?? job.isReopened,
  };
}

function sameEdits(job: JobItem, changes: JobChanges): boolean {
  return (
    job.kind === changes.kind &&
    job.startTime === changes.startTime &&
    job.endTime === changes.endTime &&
    job.powerEquipment === changes.powerEquipment &&
    job.description === changes.description &&
    job.price === changes.price &&
    job.priceType === changes.priceType &&
    job.startDate === changes.startDate &&
    job.endDate === changes.endDate &&
    job.isReopened === changes.isReopened
  );
}

export function decideEdit(job: JobItem, body: UpdateJobBody, now: Date): OwnJobDecision {
  if (job.status === 'deleted') throw jobNotFound();
  const readOnly = readOnlyIssues(job, body);
  const first = Object.values(readOnly)[0];
  if (first) throw badRequest(first, readOnly, 'VALIDATION_FAILED');
  // A start day already passed may stay as it is (the job is running); a new one must not be past.
  assertJobDates(body, job.timeZone, now, { startMayBePast: body.startDate === job.startDate });
  const changes = editedFields(job, body);
  // Both times or neither, "to" after "from", on the job as it would be saved.
  const hours = jobHoursIssues(changes);
  const firstHours = Object.values(hours)[0];
  if (firstHours) throw badRequest(firstHours, hours, 'VALIDATION_FAILED');
  if (job.status === 'open' && sameEdits(job, changes)) return { unchanged: true };
  return { changes: { ...changes, status: 'open' } };
}

export function editJob(
  employerId: string,
  jobId: string,
  body: UpdateJobBody,
  now: Date = new Date(),
): Promise<OwnJobResult> {
  return changeOwnJob(jobId, employerId, (job) => decideEdit(job, body, now), now);
}
