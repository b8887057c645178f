import { describe, expect, it } from 'vitest';
import { publicJobFixture } from '../../test/support/public-job';
import { firstNameOf } from '../rules/person';
import { jobPostingData, jsonLdText, validThroughOf } from './job-posting';

const job = publicJobFixture();

describe('JobPosting structured data', () => {
  it('says what Google asks for: title, description with the hours, dates, type, the town (no street), the pay', () => {
    const data = jobPostingData(job, 'https://jobs.example/jobs/x');
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Afternoon dog walker',
      description: `${job.data.description}\n\nHours: 3:30 pm – 4:30 pm.`,
      datePosted: '2026-11-20T15:00:00.000Z',
      // The end of Nov 28 where the job is: Austin's own clock, six hours behind UTC in November.
      validThrough: '2026-11-28T23:59:59-06:00',
      jobStartDate: '2026-11-21',
      employmentType: 'TEMPORARY',
      hiringOrganization: { name: 'Pat' },
      jobLocation: { address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } },
      baseSalary: { currency: 'USD', value: { value: 15, unitText: 'HOUR' } },
    });
    expect(JSON.stringify(data)).not.toMatch(/street|address1|latitude/i);
  });

  it('gives a job without hours its description alone', () => {
    const { startTime: _, endTime: __, ...untimed } = job.data;
    expect(jobPostingData({ ...job, data: untimed }, 'u').description).toBe(job.data.description);
  });

  it('ends on the job’s own clock, with that day’s offset (daylight time, other zones)', () => {
    expect(validThroughOf('2026-07-04', 'America/Chicago')).toBe('2026-07-04T23:59:59-05:00');
    expect(validThroughOf('2026-11-28', 'America/New_York')).toBe('2026-11-28T23:59:59-05:00');
    expect(validThroughOf('2026-11-28', 'Pacific/Honolulu')).toBe('2026-11-28T23:59:59-10:00');
    expect(validThroughOf('2026-11-28', 'Asia/Kolkata')).toBe('2026-11-28T23:59:59+05:30');
    // The day the clocks go back: its last second is already in standard time.
    expect(validThroughOf('2026-11-01', 'America/Denver')).toBe('2026-11-01T23:59:59-07:00');
  });

  it('says a per-job price is for the whole job (no unit), and gives no pay for an unpriced job', () => {
    const perJob = jobPostingData({ ...job, data: { ...job.data, priceType: 'perJob' } }, 'u');
    expect(perJob.baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 15,
      description: 'For the whole job',
    });
    const { price: _, ...unpriced } = job.data;
    expect(jobPostingData({ ...job, data: unpriced }, 'u')).not.toHaveProperty('baseSalary');
  });

  it('cannot be closed early by what a description says', () => {
    const text = jsonLdText(jobPostingData(job, 'u'));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).description).toContain(job.data.description);
  });

  it('shows the first name only', () => {
    expect(firstNameOf('  Pat Lee ')).toBe('Pat');
    expect(firstNameOf('Priya')).toBe('Priya');
  });
});
