import * as z from 'zod/mini';
import { jobHoursIssues } from '../../shared/rules/job-form';
import { jobAddressInputSchema, type UpdateJobBody } from '../../shared/schemas/job';
import { badRequest, conflict } from '../lib/errors';
import { validationError } from '../lib/http-handler';
import { lazyModule } from '../lib/lazy-client';
import { assertJobDates } from './job-dates';
import { formatFullAddress, type JobItem } from './job-item';
import { jobRepository } from './job-repository';
import type { JobChanges } from './job-writes';
import { changeOwnJob, jobNotFound, type OwnJobDecision, type OwnJobResult } from './own-job';
import type { placeJobAddress } from './place-job-address';

/*
 * PUT /job/{id}: the owner edits the description, kind, hours, price, price type and dates (docs/spec/2-employers-and-info-pages.md
 * §6). Saving makes the job open: an open job stays open, a closed one is reopened. A deleted job is
 * gone (404). The title and the address may change too while no student has been accepted: an
 * accepted student plans around them (and holds the street address), so from then on they are fixed.
 * The spec's client sends the whole job back, so an unchanged title and address may come along.
 */

export const FIXED_ONCE_ACCEPTED_MESSAGE =
  'The title and address cannot be changed once you have accepted a student. Post a new job instead.';

/** The address as the job's owner typed it, without what an echo of the stored one adds. */
const addressBodySchema = z.strictObject({ address: jobAddressInputSchema });

/** The body's title, when it is not the stored one. */
const newTitle = (job: JobItem, body: UpdateJobBody) =>
  body.title !== undefined && body.title !== job.title ? body.title : undefined;

/** The body's address, when it is not the stored one (an echo of it, fullAddress and all, is not a change). */
function newAddress(job: JobItem, body: UpdateJobBody): Record<string, unknown> | undefined {
  if (body.address === undefined) return undefined;
  const stored: Record<string, unknown> = { ...job.address, fullAddress: formatFullAddress(job.address) };
  const same = Object.entries(body.address).every(([key, value]) => key in stored && stored[key] === value);
  return same ? undefined : body.address;
}

/** A new address, placed as a posted job's is; undefined when the body keeps the stored one. */
export type PlacedAddress = Awaited<ReturnType<typeof placeJobAddress>>;

/**
 * Placing an address loads the time-zone table (70 KB) and the place index's client: loaded on the
 * first edit that moves a job, so the edits that do not (nearly all, and every one once a student is
 * accepted) do not pay for them in a cold start of the function that serves them.
 */
const placing = lazyModule(() => import('./place-job-address'));

async function placeNewAddress(sent: Record<string, unknown>, now: Date): Promise<PlacedAddress> {
  // An echo's extras (the formatted line, the point) are not typed: the server places the address.
  const { fullAddress: _, latitude: __, longitude: ___, ...typed } = sent;
  const parsed = addressBodySchema.safeParse({ address: typed });
  if (!parsed.success) throw validationError(parsed.error, 'body');
  return (await placing()).placeJobAddress(parsed.data.address, now);
}

/** A time the body leaves out is kept; null clears it (the spec's client knows no times). */
const timeAfterEdit = (stored: string | undefined, sent: string | null | undefined) =>
  sent === undefined ? stored : (sent ?? undefined);

/**
 * The editable fields as the body sets them: a PUT replaces them, so no price means none. What the
 * spec's client does not know (kind, times, equipment) is kept when the body leaves it out.
 */
function editedFields(job: JobItem, body: UpdateJobBody, placed: PlacedAddress | undefined): JobChanges {
  return {
    title: newTitle(job, body) ?? job.title,
    address: placed?.address ?? job.address,
    timeZone: placed?.timeZone ?? job.timeZone,
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

const sameAddress = (a: JobItem['address'], b: JobItem['address']) =>
  formatFullAddress(a) === formatFullAddress(b) && a.latitude === b.latitude && a.longitude === b.longitude;

function sameEdits(job: JobItem, changes: JobChanges): boolean {
  return (
    job.title === changes.title &&
    (changes.address === undefined || sameAddress(job.address, changes.address)) &&
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

/**
 * `placed`: the body's new address as placed before deciding (placing is a request of its own), or
 * undefined when the body keeps the stored one.
 */
export function decideEdit(
  job: JobItem,
  body: UpdateJobBody,
  now: Date,
  placed?: PlacedAddress,
): OwnJobDecision {
  if (job.status === 'deleted') throw jobNotFound();
  const renamed = newTitle(job, body) !== undefined || newAddress(job, body) !== undefined;
  if (renamed && (job.appAccepted ?? 0) > 0) throw conflict(FIXED_ONCE_ACCEPTED_MESSAGE, 'JOB_HAS_ACCEPTED');
  if (newAddress(job, body) !== undefined && placed === undefined) {
    // The address changed since it was placed (another save in between): the caller places it again.
    throw conflict('This job is being changed elsewhere. Please reload it and try again.', 'JOB_BUSY');
  }
  const changes = editedFields(job, body, placed);
  // A running job keeps a start day already passed; a new one, or a reopened job's, must not be past:
  // reopening starts the job again, today at the earliest.
  assertJobDates(body, changes.timeZone ?? job.timeZone, now, {
    startMayBePast: job.status === 'open' && body.startDate === job.startDate,
  });
  // Both times or neither, "to" after "from", on the job as it would be saved.
  const hours = jobHoursIssues(changes);
  const firstHours = Object.values(hours)[0];
  if (firstHours) throw badRequest(firstHours, hours, 'VALIDATION_FAILED');
  if (job.status === 'open' && sameEdits(job, changes)) return { unchanged: true };
  // A new title or address holds only while nobody is accepted: the write checks it again.
  return { changes: { ...changes, status: 'open' }, ...(renamed ? { noneAccepted: true } : {}) };
}

export async function editJob(
  employerId: string,
  jobId: string,
  body: UpdateJobBody,
  now: Date = new Date(),
): Promise<OwnJobResult> {
  // Placed once, before the write; the decision then checks it is still the one the body changes.
  let placed: PlacedAddress | undefined;
  if (body.address !== undefined) {
    const job = await jobRepository.getById(jobId, true);
    if (!job || job.employerId !== employerId) throw jobNotFound();
    const sent = newAddress(job, body);
    if (sent !== undefined) {
      if (job.status === 'deleted') throw jobNotFound();
      if ((job.appAccepted ?? 0) > 0) throw conflict(FIXED_ONCE_ACCEPTED_MESSAGE, 'JOB_HAS_ACCEPTED');
      placed = await placeNewAddress(sent, now);
    }
  }
  return changeOwnJob(jobId, employerId, (job) => decideEdit(job, body, now, placed), now);
}
