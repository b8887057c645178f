import type { ApplicationStatus } from '../../shared/schemas/application';
import type { PriceType } from '../../shared/schemas/common';

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
  /** The job's title and employer name at the time of applying. */
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
}
