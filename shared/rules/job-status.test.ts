import { describe, expect, it } from 'vitest';
import { jobDisplayStatus, jobFlags } from './job-status';

const job = { startDate: '2026-11-20', endDate: '2026-11-25', timeZone: 'America/Chicago' };

describe('jobDisplayStatus', () => {
  it('is active from the start day through the end of the end day, on the job’s calendar', () => {
    expect(jobDisplayStatus(job, new Date('2026-11-20T06:00:00Z'))).toBe('active');
    // 23:59 in Chicago on the end day is 05:59 UTC the next day.
    expect(jobDisplayStatus(job, new Date('2026-11-26T05:59:00Z'))).toBe('active');
    expect(jobDisplayStatus(job, new Date('2026-11-26T06:00:01Z'))).toBe('expired');
  });
  it('is upcoming before its start day', () => {
    expect(jobDisplayStatus(job, new Date('2026-11-20T05:00:00Z'))).toBe('upcoming');
  });
  it('puts closed and deleted before the dates', () => {
    expect(jobDisplayStatus({ ...job, ...jobFlags('closed') }, new Date('2026-11-21T12:00:00Z'))).toBe(
      'closed',
    );
    expect(jobDisplayStatus({ ...job, ...jobFlags('deleted') }, new Date('2026-11-21T12:00:00Z'))).toBe(
      'deleted',
    );
    expect(jobDisplayStatus({ ...job, endDate: '2020-01-01', ...jobFlags('closed') })).toBe('closed');
  });
});
