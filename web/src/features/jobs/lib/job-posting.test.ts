import type { PublicJob } from '@shared/schemas/job';
import { describe, expect, it } from 'vitest';
import { firstNameOf, jobPostingData, jsonLdText } from './job-posting';

const job: PublicJob = {
  entity: '0b6f3a58-8a0e-4a53-9d37-5ae3b0f4c6a1',
  createdAt: '2026-11-20T15:00:00.000Z',
  data: {
    title: 'Afternoon dog walker',
    kind: 'dogWalking',
    powerEquipment: false,
    description: 'Walk Biscuit </script><script>alert(1)</script> after school.',
    createdBy: 'Pat  Lee',
    price: 15,
    priceType: 'perHr',
    startDate: '2026-11-21',
    endDate: '2026-11-28',
    timeZone: 'America/Chicago',
    isActive: true,
    isClosed: false,
    isReopened: false,
    address: { city: 'Austin', state: 'TX' },
  },
};

describe('JobPosting structured data', () => {
  it('says what Google asks for: title, description, dates, type, the town (no street), the pay', () => {
    const data = jobPostingData(job, 'https://jobs.example/jobs/x');
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Afternoon dog walker',
      description: job.data.description,
      datePosted: '2026-11-20T15:00:00.000Z',
      // The end of Nov 28 where the job is (Austin's own clock).
      validThrough: '2026-11-28T23:59:59',
      jobStartDate: '2026-11-21',
      employmentType: 'TEMPORARY',
      hiringOrganization: { name: 'Pat' },
      jobLocation: { address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } },
      baseSalary: { currency: 'USD', value: { value: 15, unitText: 'HOUR' } },
    });
    expect(JSON.stringify(data)).not.toMatch(/street|address1|latitude/i);
  });

  it('claims no unit for a per-job price, and no pay at all for an unpriced job', () => {
    const perJob = jobPostingData({ ...job, data: { ...job.data, priceType: 'perJob' } }, 'u');
    expect(perJob.baseSalary?.value).toEqual({ '@type': 'QuantitativeValue', value: 15 });
    const { price: _, ...unpriced } = job.data;
    expect(jobPostingData({ ...job, data: unpriced }, 'u')).not.toHaveProperty('baseSalary');
  });

  it('cannot be closed early by what a description says', () => {
    const text = jsonLdText(jobPostingData(job, 'u'));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).description).toBe(job.data.description);
  });

  it('shows the first name only', () => {
    expect(firstNameOf('  Pat Lee ')).toBe('Pat');
    expect(firstNameOf('Priya')).toBe('Priya');
  });
});
