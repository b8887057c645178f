import type { PriceType } from '../../shared/schemas/common';
import type { EmployerJob, FullAddress, PublicJob } from '../../shared/schemas/job';

/** A job as stored in the jobs table. Index keys (listing, gh4, gh5) exist only while listed. */
export interface JobItem {
  jobId: string;
  createdAt: string;
  updatedAt: string;
  employerId: string;
  employerName: string;
  employerEmail: string;
  title: string;
  description: string;
  price?: number;
  priceType: PriceType;
  startDate: string;
  endDate: string;
  address: FullAddress;
  isActive: boolean;
  isClosed: boolean;
  isReopened: boolean;
  /** 'OPEN' while the job is listed: the sparse `newest` index holds only listed jobs. */
  listing?: 'OPEN';
  gh4?: string;
  gh5?: string;
}

function dataBase(item: JobItem) {
  return {
    title: item.title,
    description: item.description,
    createdBy: item.employerName,
    ...(item.price === undefined ? {} : { price: item.price }),
    priceType: item.priceType,
    startDate: item.startDate,
    endDate: item.endDate,
    isActive: item.isActive,
    isClosed: item.isClosed,
    isReopened: item.isReopened,
  };
}

/** Visitors and students see city and state only, never the street address (DESIGN §4). */
export function toPublicJob(item: JobItem, distance?: number): PublicJob {
  return {
    entity: item.jobId,
    createdAt: item.createdAt,
    ...(distance === undefined ? {} : { distance }),
    data: { ...dataBase(item), address: { city: item.address.city, state: item.address.state } },
  };
}

export function toEmployerJob(item: JobItem): EmployerJob {
  return {
    entity: item.jobId,
    createdAt: item.createdAt,
    data: { ...dataBase(item), employerEmail: item.employerEmail, address: item.address },
  };
}
