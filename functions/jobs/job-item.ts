import { publicPoint } from '../../shared/rules/distance';
import { DEFAULT_JOB_KIND, type JobKind } from '../../shared/rules/job-kinds';
import type { JobStatus } from '../../shared/rules/job-status';
import { jobFlags } from '../../shared/rules/job-status';
import { firstNameOf } from '../../shared/rules/person';
import type { FullAddress } from '../../shared/schemas/address';
import type { PriceType } from '../../shared/schemas/common';
import type { ApplicationCounts, EmployerJob, PublicJob } from '../../shared/schemas/job';

/**
 * What a search shows of a job: the fields of a public job, plus the point (for distances) and the
 * instant it stops being listable. Title-index items carry a copy (job-state.ts), so a title search
 * reads nothing else.
 */
export interface JobSummary {
  jobId: string;
  createdAt: string;
  /** Whose reviews a card shows; absent on index items written before it. */
  employerId?: string;
  employerName: string;
  title: string;
  /** Chosen on the post form (shared/rules/job-kinds.ts); absent on jobs stored before kinds. */
  kind?: JobKind;
  /** Time of day, `HH:MM` on the job's local clock; both or neither (shared/rules/job-hours.ts). */
  startTime?: string;
  endTime?: string;
  /** Uses power-driven equipment (16+); absent on jobs stored before the question, read as false. */
  powerEquipment?: boolean;
  description: string;
  price?: number;
  priceType: PriceType;
  startDate: string;
  endDate: string;
  timeZone: string;
  /** ISO instant the job's end day is over on its own calendar (shared/rules/job-day.ts). */
  endsAt: string;
  status: JobStatus;
  isReopened: boolean;
  address: Pick<FullAddress, 'city' | 'state' | 'latitude' | 'longitude'>;
  /**
   * Removed by the moderation desk (the decision's id and when): off search, its page and the sitemap
   * whatever its status, until a moderator restores it. Its status stays what its owner made it.
   */
  hiddenAt?: string;
  hiddenBy?: string;
}

/**
 * A job as stored in the jobs table. The fields after `appRejected` are index keys: they are set by
 * job-state.ts only (never by hand), and the geo and listing keys exist only while the job is listed.
 */
export interface JobItem extends JobSummary {
  updatedAt: string;
  employerId: string;
  employerEmail: string;
  employerPhone: string;
  address: FullAddress;
  /** Its employer deleted their account: the name is "Former employer" (job-writes.ts anonymize). */
  anonymized?: boolean;
  /** Application counters, changed in the same transaction as the application (applications function). */
  appTotal: number;
  appPending: number;
  appAccepted: number;
  appRejected: number;
  /** createdAt#jobId: newest-first order in every index, unique even for equal timestamps. */
  listKey: string;
  /** `OPEN#<shard>` while listed (sparse `newest` and `listedByEnd` indexes). */
  listing?: string;
  /** Its cell at each size while listed (job-state.ts CELL_LEVELS): the keys of the place indexes. */
  c16?: string;
  c18?: string;
  c20?: string;
  c22?: string;
  c24?: string;
}

function dataBase(job: JobSummary) {
  return {
    title: job.title,
    kind: job.kind ?? DEFAULT_JOB_KIND,
    ...(job.startTime && job.endTime ? { startTime: job.startTime, endTime: job.endTime } : {}),
    powerEquipment: job.powerEquipment ?? false,
    description: job.description,
    createdBy: job.employerName,
    ...(job.price === undefined ? {} : { price: job.price }),
    priceType: job.priceType,
    startDate: job.startDate,
    endDate: job.endDate,
    timeZone: job.timeZone,
    ...jobFlags(job.status),
    isReopened: job.isReopened,
  };
}

/**
 * Visitors and students see city and state and the public point only, never the street address
 * (DESIGN §4), and the employer's first name only, as the job's page shows it ("Former employer"
 * stays whole).
 */
export function toPublicJob(job: JobSummary & { anonymized?: boolean }, distance?: number): PublicJob {
  return {
    entity: job.jobId,
    createdAt: job.createdAt,
    ...(distance === undefined ? {} : { distance }),
    // Whose reviews the job's card and page show; a former employer has none.
    ...(job.employerId && !job.anonymized ? { employerId: job.employerId } : {}),
    data: {
      ...dataBase(job),
      createdBy: job.anonymized ? job.employerName : firstNameOf(job.employerName),
      // The public point (about half a mile off), never the precise one: what a guardian's distance
      // limit is measured to, on the page as on the server (shared/rules/guardian-limits.ts).
      address: {
        city: job.address.city,
        state: job.address.state,
        ...publicPoint(job.address.latitude, job.address.longitude),
      },
    },
  };
}

export function applicationCounts(item: JobItem): ApplicationCounts {
  return {
    total: item.appTotal ?? 0,
    pending: item.appPending ?? 0,
    accepted: item.appAccepted ?? 0,
    rejected: item.appRejected ?? 0,
  };
}

/** "12 Oak St, Apt 2, Austin, TX 78704" */
export function formatFullAddress(address: FullAddress): string {
  const street = [address.address1, address.address2].filter((part) => part.trim() !== '').join(', ');
  return `${street}, ${address.city}, ${address.state} ${address.zipCode}`;
}

export function toEmployerJob(item: JobItem): EmployerJob {
  return {
    entity: item.jobId,
    createdAt: item.createdAt,
    data: {
      ...dataBase(item),
      employerEmail: item.employerEmail,
      address: { ...item.address, fullAddress: formatFullAddress(item.address) },
      applications: applicationCounts(item),
    },
  };
}
