import { randomUUID } from 'node:crypto';
import { ageOf, isMinorAge } from '../../shared/rules/age';
import { type ApplicationStatus, isEmployerVisible } from '../../shared/rules/application-status';
import type { FullAddress } from '../../shared/schemas/address';
import type { EmployerApplication, StudentApplication } from '../../shared/schemas/application';
import type { BookingSummary } from '../../shared/schemas/booking-summary';
import type { PriceType } from '../../shared/schemas/common';
import type { JobItem } from '../jobs';
import type { UserItem } from '../users';

/**
 * An application as stored (table `applications`: pk jobId, sk studentId, so one student applies to
 * one job once). It carries what the review screens need, copied from our records when the student
 * applied (job title and employer, the student's display name and e-mail), so a review is one
 * conditional update. The parent's contact details are kept for their alerts only and never leave
 * the server towards an employer.
 */
export interface ApplicationItem {
  jobId: string;
  studentId: string;
  /** The entity id clients use (byApplicationId index). */
  applicationId: string;
  createdAt: string;
  updatedAt: string;
  status: ApplicationStatus;
  employerId: string;
  /** The job's title and employer name at the time of applying (neither can change). */
  jobTitle: string;
  employerName: string;
  firstName: string;
  lastName: string;
  emailId: string;
  /** Under 18 when they applied: employers see only this flag, never the age. */
  isMinor: boolean;
  parentName?: string;
  parentEmail?: string;
  /** 0 when the student gave none. */
  expectedPrice: number;
  priceType?: PriceType;
  bio: string;
  /** Set once, by the one interest e-mail an employer may send per application. */
  interestSentAt?: string;
  /**
   * Only for an application that had to wait for the student's guardian: waiting, then
   * approved or declined. While waiting, `approvalNonce` is the nonce of the one Approve/Decline link
   * that works (functions/lib/signed-token.ts); the decision removes it.
   */
  approval?: 'waiting' | 'approved' | 'declined';
  approvalNonce?: string;
}

/**
 * Whether the job's employer may see (and act on) it: never one that waits for, or was declined by,
 * a guardian, even after its job ended.
 */
export function employerCanSee(item: Pick<ApplicationItem, 'status' | 'approval'>): boolean {
  return isEmployerVisible(item.status) && item.approval !== 'waiting' && item.approval !== 'declined';
}

/** What the student chooses when applying; everything else comes from our records. */
export interface ApplicationChoices {
  expectedPrice: number;
  priceType?: PriceType;
  bio: string;
}

/**
 * A new application: the student's and the job's facts from our records, only the student's choices
 * from the request. A parent is kept only for a student under 18 (for their alerts).
 */
export function newApplicationItem(
  student: Pick<
    UserItem,
    | 'userId'
    | 'firstName'
    | 'lastName'
    | 'emailId'
    | 'dateOfBirth'
    | 'age'
    | 'createdAt'
    | 'parentName'
    | 'parentEmail'
  >,
  job: Pick<JobItem, 'jobId' | 'employerId' | 'title' | 'employerName'>,
  choices: ApplicationChoices,
  now: Date,
  status: ApplicationStatus = 'Applied',
  approvalNonce?: string,
): ApplicationItem {
  const age = ageOf(student, now);
  const minor = age !== null && isMinorAge(age);
  return {
    jobId: job.jobId,
    studentId: student.userId,
    applicationId: randomUUID(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    status,
    employerId: job.employerId,
    jobTitle: job.title,
    employerName: job.employerName,
    firstName: student.firstName,
    lastName: student.lastName,
    emailId: student.emailId,
    isMinor: minor,
    ...(minor && student.parentEmail
      ? { parentName: student.parentName ?? '', parentEmail: student.parentEmail }
      : {}),
    expectedPrice: choices.expectedPrice,
    ...(choices.priceType ? { priceType: choices.priceType } : {}),
    bio: choices.bio,
    ...(approvalNonce ? { approval: 'waiting' as const, approvalNonce } : {}),
  };
}

/** The job as a student's application list shows it (read from the jobs table when the list is built). */
export interface ApplicationJob {
  address: FullAddress;
  employerName: string;
  employerEmail: string;
  employerPhone: string;
}

/**
 * What an accepted application shows its student, and their guardian exactly the same:
 * the street address and the employer's contact. Nothing before it is accepted.
 */
export function acceptedView(item: ApplicationItem, job: ApplicationJob | undefined) {
  if (item.status !== 'Accepted' || !job) return {};
  return {
    accepted: {
      address: {
        address1: job.address.address1,
        address2: job.address.address2 ?? '',
        city: job.address.city,
        state: job.address.state,
        zipCode: job.address.zipCode,
        country: job.address.country,
        latitude: job.address.latitude,
        longitude: job.address.longitude,
      },
      employerName: job.employerName,
      employerEmail: job.employerEmail,
      employerPhone: job.employerPhone,
    },
  };
}

/**
 * GET /applications: the student's own view. The street address and the employer's contact details
 * only once the application is accepted (DESIGN §4).
 */
export function toStudentApplication(
  item: ApplicationItem,
  job: ApplicationJob | undefined,
  booking?: BookingSummary,
): StudentApplication {
  return {
    entity: item.applicationId,
    createdAt: item.createdAt,
    data: {
      jobId: item.jobId,
      jobTitle: item.jobTitle,
      createdBy: item.employerName,
      applicationStatus: item.status,
      expectedPrice: item.expectedPrice,
      ...(item.priceType ? { priceType: item.priceType } : {}),
      jobAddress: { city: job?.address.city ?? '', state: job?.address.state ?? '' },
      ...acceptedView(item, job),
      ...(item.interestSentAt ? { interestSentAt: item.interestSentAt } : {}),
      ...(booking ? { booking } : {}),
    },
  };
}

/**
 * The employer's view (docs/spec/2-employers-and-info-pages.md §3), built field by field: never the student's parent, age, phone or
 * ZIP code, only whether they are under 18.
 */
export function toEmployerApplication(item: ApplicationItem, booking?: BookingSummary): EmployerApplication {
  return {
    entity: item.applicationId,
    id: item.studentId,
    createdAt: item.createdAt,
    data: {
      jobId: item.jobId,
      firstName: item.firstName,
      lastName: item.lastName,
      ...(item.status === 'Accepted' && !item.isMinor && item.emailId ? { emailId: item.emailId } : {}),
      jobTitle: item.jobTitle,
      createdBy: item.employerName,
      applicationStatus: item.status,
      expectedPrice: item.expectedPrice,
      ...(item.priceType ? { priceType: item.priceType } : {}),
      bio: item.bio,
      isMinor: item.isMinor,
      ...(item.interestSentAt ? { interestSentAt: item.interestSentAt } : {}),
      ...(booking ? { booking } : {}),
    },
  };
}

/** Newest first; equal timestamps by id, so the order is stable. */
export function newestFirst(a: ApplicationItem, b: ApplicationItem): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.applicationId < b.applicationId ? 1 : -1;
}
