import { randomUUID } from 'node:crypto';
import { createJob as contract } from '../../../shared/contracts/jobs';
import { DEFAULT_JOB_KIND } from '../../../shared/rules/job-kinds';
import type { CreateJobBody } from '../../../shared/schemas/job';
import { JOB_CREATED_MESSAGE } from '../../../shared/schemas/job';
import type { Caller } from '../../lib/caller';
import { forbidden } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { withinLimit } from '../../lib/limits';
import { userRepository } from '../../users';
import { assertJobDates } from '../job-dates';
import type { JobItem } from '../job-item';
import { toEmployerJob } from '../job-item';
import type { DerivedKeys } from '../job-state';
import { jobWrites } from '../job-writes';
import { placeJobAddress } from '../place-job-address';

/**
 * POST /job: an employer posts a job (or reposts one: `isReopened`, a new job that leaves the old one
 * as it was). The server places the address, checks the days on the job's own calendar, and takes
 * the employer's name, e-mail and phone from its records, never from the body. Counts against the
 * daily posting limit only once the form is valid, and gives the slot back if the write fails.
 */
async function postJob(caller: Caller, body: CreateJobBody, now: Date = new Date()): Promise<JobItem> {
  const employer = await userRepository.getById(caller.userId);
  if (!employer) {
    throw forbidden('Please complete your employer profile before posting a job.', 'PROFILE_REQUIRED');
  }
  const { address, timeZone } = await placeJobAddress(body.address, now);
  assertJobDates(body, timeZone, now);

  const job: Omit<JobItem, keyof DerivedKeys> = {
    jobId: randomUUID(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    employerId: caller.userId,
    employerName: `${employer.firstName} ${employer.lastName}`,
    employerEmail: employer.emailId,
    employerPhone: employer.contactNumber,
    title: body.title,
    // Our form always sends one (prefilled with guessJobKind); the spec's client knows none.
    kind: body.kind ?? DEFAULT_JOB_KIND,
    ...(body.startTime && body.endTime ? { startTime: body.startTime, endTime: body.endTime } : {}),
    powerEquipment: body.powerEquipment,
    description: body.description,
    ...(body.price === null || body.price === undefined ? {} : { price: body.price }),
    priceType: body.priceType,
    startDate: body.startDate,
    endDate: body.endDate,
    timeZone,
    status: 'open',
    isReopened: body.isReopened,
    address,
    appTotal: 0,
    appPending: 0,
    appAccepted: 0,
    appRejected: 0,
  };
  return withinLimit('postJob', caller.userId, () => jobWrites.create(job, now), now);
}

/** POST /job (employers): posts a job, or reposts one as a new job (`isReopened`). */
export const createJob = defineRoute(contract, {
  async handle({ body, caller }) {
    const job = await postJob(caller, body);
    return {
      body: { entity: job.jobId, message: JOB_CREATED_MESSAGE, job: toEmployerJob(job) },
    };
  },
});
