import type { PublicJob } from '../../shared/schemas/job-responses';

/** A job as the public API answers it: an hourly dog walk in Austin, 3:30 to 4:30 pm, by Pat Lee. */
export function publicJobFixture(data: Partial<PublicJob['data']> = {}): PublicJob {
  return {
    entity: '0b6f3a58-8a0e-4a53-9d37-5ae3b0f4c6a1',
    createdAt: '2026-11-20T15:00:00.000Z',
    data: {
      title: 'Afternoon dog walker',
      kind: 'dogWalking',
      startTime: '15:30',
      endTime: '16:30',
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
      ...data,
    },
  };
}
