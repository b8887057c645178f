import { describe, expect, it } from 'vitest';
import { isListable, jobDisplayStatus } from './job-status';

const at = (iso: string) => new Date(`${iso}T12:00:00`);

describe('jobDisplayStatus', () => {
  const job = { startDate: '2026-11-20', endDate: '2026-11-25' };
  it('is active from the start day through the whole end day', () => {
    expect(jobDisplayStatus(job, at('2026-11-20'))).toBe('active');
    expect(jobDisplayStatus(job, new Date('2026-11-25T23:59:59'))).toBe('active');
  });
  it('is upcoming before the start day and expired after the end day', () => {
    expect(jobDisplayStatus(job, at('2026-11-19'))).toBe('upcoming');
    expect(jobDisplayStatus(job, new Date('2026-11-26T00:00:01'))).toBe('expired');
  });
  it('puts closed and deleted before dates (spec/2 §4 order)', () => {
    expect(jobDisplayStatus({ ...job, isActive: false, isClosed: true }, at('2026-11-21'))).toBe('closed');
    expect(jobDisplayStatus({ ...job, isActive: false, isClosed: false }, at('2026-11-21'))).toBe('deleted');
  });
  it('lists a job until its end day is over', () => {
    expect(isListable(job, at('2026-11-25'))).toBe(true);
    expect(isListable(job, at('2026-11-26'))).toBe(false);
  });
});
