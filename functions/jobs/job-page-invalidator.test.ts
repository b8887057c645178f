import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { JobItem } from './job-item';
import { changedJobPages } from './job-page-invalidator';

const STREET = { address1: '2100 Bouldin Ave', address2: 'Unit 4', zipCode: '78704' };

/** A stored job as the table holds it (the stream carries it in DynamoDB's attribute-value shape). */
const stored: JobItem = {
  jobId: '0b6f3a58-8a0e-4a53-9d37-5ae3b0f4c6a1',
  employerId: 'e1',
  employerName: 'Pat Lee',
  employerEmail: 'pat@example.com',
  employerPhone: '5125550100',
  title: 'Afternoon dog walker',
  kind: 'dogWalking',
  description: 'Walk Biscuit after school.',
  price: 15,
  priceType: 'perHr',
  startDate: '2026-11-21',
  endDate: '2026-11-28',
  timeZone: 'America/Chicago',
  endsAt: '2026-11-29T06:00:00.000Z',
  status: 'open',
  isReopened: false,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  // The street is the employer's and an accepted student's, never the page's.
  address: { ...STREET, city: 'Austin', state: 'TX', country: 'US', latitude: 30.25, longitude: -97.76 },
  appTotal: 0,
  appPending: 0,
  appAccepted: 0,
  appRejected: 0,
  listKey: '2026-11-20T15:00:00.000Z#0b6f3a58-8a0e-4a53-9d37-5ae3b0f4c6a1',
  listing: 'OPEN#3',
};

function change(
  eventName: DynamoDBRecord['eventName'],
  before: JobItem | undefined,
  after: JobItem | undefined,
): DynamoDBRecord {
  const image = (item: JobItem | undefined) =>
    item ? (marshall(item, { removeUndefinedValues: true }) as Record<string, never>) : undefined;
  return {
    eventID: `${eventName}-${Math.random()}`,
    eventName,
    dynamodb: {
      Keys: { jobId: { S: (before ?? after)?.jobId as string } },
      OldImage: image(before),
      NewImage: image(after),
    },
  };
}

const page = `/jobs/${stored.jobId}`;

describe('which job pages a change of the jobs table invalidates', () => {
  it('a change the page shows: its words, pay, days, hours, status, the employer’s name', () => {
    for (const after of [
      { ...stored, title: 'Evening dog walker' },
      { ...stored, description: 'Walk Biscuit twice.' },
      { ...stored, price: 18 },
      { ...stored, endDate: '2026-11-30' },
      { ...stored, startTime: '15:30', endTime: '16:30' },
      { ...stored, status: 'closed' as const },
      { ...stored, status: 'deleted' as const },
      { ...stored, employerName: 'Former employer', anonymized: true },
      // Hidden by moderators: its page answers like a removed job's.
      { ...stored, hiddenAt: '2026-11-22T09:00:00.000Z', hiddenBy: 'decision-1' },
    ]) {
      expect(changedJobPages([change('MODIFY', stored, after)]), JSON.stringify(after)).toEqual([page]);
    }
  });

  it('a removed item: its page would answer otherwise', () => {
    expect(changedJobPages([change('REMOVE', stored, undefined)])).toEqual([page]);
  });

  it('nothing the public sees: counters, index keys, the street, the employer’s contact', () => {
    for (const after of [
      { ...stored, appTotal: 3, appPending: 3 },
      { ...stored, listing: undefined, c16: undefined },
      { ...stored, updatedAt: '2026-11-21T10:00:00.000Z' },
      { ...stored, address: { ...stored.address, address1: '12 Oak St', address2: '' } },
      { ...stored, employerEmail: 'pat.lee@example.com', employerPhone: '5125550199' },
    ]) {
      expect(changedJobPages([change('MODIFY', stored, after)]), JSON.stringify(after)).toEqual([]);
    }
  });

  it('a new job (no page cached yet), and each page once however many changes a batch holds', () => {
    expect(changedJobPages([change('INSERT', undefined, stored)])).toEqual([]);
    const edited = { ...stored, title: 'Evening dog walker' };
    expect(
      changedJobPages([change('MODIFY', stored, edited), change('MODIFY', edited, { ...edited, price: 20 })]),
    ).toEqual([page]);
  });
});

describe('the invalidation CloudFront is asked for', () => {
  /**
   * CloudFront's CreateInvalidation as its API answers it (REST with XML: 201 and the invalidation),
   * on a local port the SDK reaches through AWS_ENDPOINT_URL_CLOUDFRONT, as every stand-in is reached.
   */
  async function withCloudFront(body: (requests: { path: string; xml: string }[]) => Promise<void>) {
    const requests: { path: string; xml: string }[] = [];
    const server = createServer((req, res) => {
      let xml = '';
      req.on('data', (chunk: Buffer) => {
        xml += chunk.toString('utf8');
      });
      req.on('end', () => {
        requests.push({ path: req.url ?? '', xml });
        res.writeHead(201, { 'content-type': 'text/xml', location: `${req.url}/I1` });
        res.end(
          `<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>I1</Id><Status>InProgress</Status><CreateTime>2026-11-29T00:00:00Z</CreateTime>${xml.replace(/<\?xml[^>]*\?>/, '')}</Invalidation>`,
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const saved = { ...process.env };
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_CLOUDFRONT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      DISTRIBUTION_ID: 'E2EXAMPLE',
    });
    try {
      await body(requests);
    } finally {
      process.env = saved;
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('one invalidation of the changed pages, named by the batch so a retried batch asks for the same one', () =>
    withCloudFront(async (requests) => {
      const { handler } = await import('./job-page-invalidator');
      const batch = {
        Records: [
          change('MODIFY', stored, { ...stored, title: 'Evening dog walker' }),
          change('MODIFY', stored, { ...stored, appTotal: 1 }),
        ],
      };
      await handler(batch);
      await handler(batch);
      await handler({ Records: [change('MODIFY', stored, { ...stored, appTotal: 2 })] });
      expect(requests).toHaveLength(2);
      const [first, retried] = requests;
      expect(first?.path).toBe('/2020-05-31/distribution/E2EXAMPLE/invalidation');
      expect(first?.xml).toContain(
        `<Paths><Quantity>1</Quantity><Items><Path>${page}</Path></Items></Paths>`,
      );
      expect(first?.xml).toMatch(/<CallerReference>[0-9a-f]{64}<\/CallerReference>/);
      expect(retried?.xml).toBe(first?.xml);
    }));
});
