import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import ngeohash from 'ngeohash';
import type { JobItem } from '../../functions/jobs/job-item';
import type { UserItem } from '../../functions/users/user-item';
import { toIsoDay } from '../../shared/rules/job-status';
import { localTableName } from './bootstrap';
import { DEMO_PASSWORD, jobIdeas, metros, type SeedPerson, seedPeople, timingCycle } from './seed-data';

export const SEED_JOB_COUNT = 72;

const DAY = 86_400_000;
const day = (offset: number, now: Date) => toIsoDay(new Date(now.getTime() + offset * DAY));

async function createPerson(cognito: CognitoIdentityProviderClient, userPoolId: string, person: SeedPerson) {
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: person.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: person.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: person.firstName },
        { Name: 'family_name', Value: person.lastName },
        { Name: 'phone_number', Value: `+1${person.phone}` },
        { Name: 'custom:role', Value: String(person.roleId) },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: person.email,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  );
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`cognito-local returned no sub for ${person.email}`);
  return sub;
}

async function batchPut(db: DynamoDBDocumentClient, table: string, items: object[]) {
  for (let i = 0; i < items.length; i += 25) {
    const chunk = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    await db.send(new BatchWriteCommand({ RequestItems: { [table]: chunk } }));
  }
}

/** Seeds the demo people (Cognito + users table) and jobs around four metros. */
export async function seed(opts: {
  cognito: CognitoIdentityProviderClient;
  db: DynamoDBDocumentClient;
  userPoolId: string;
  now?: Date;
}): Promise<void> {
  const now = opts.now ?? new Date();
  const stamp = now.toISOString();
  const users: UserItem[] = [];
  const byKey = new Map<string, UserItem>();
  for (const person of seedPeople) {
    const userId = await createPerson(opts.cognito, opts.userPoolId, person);
    const user: UserItem = {
      userId,
      emailId: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      contactNumber: person.phone,
      roleId: person.roleId,
      ...(person.zipCode ? { zipCode: person.zipCode } : {}),
      ...(person.age ? { age: person.age } : {}),
      ...(person.parentName ? { parentName: person.parentName, parentEmail: person.parentEmail } : {}),
      interests: person.interests ?? [],
      bio: person.bio ?? '',
      referralSource: 'neighbors',
      createdAt: stamp,
      updatedAt: stamp,
    };
    users.push(user);
    byKey.set(person.key, user);
  }
  await batchPut(opts.db, localTableName('users'), users);

  const jobs: JobItem[] = [];
  for (let i = 0; i < SEED_JOB_COUNT; i++) {
    const metro = metros[i % metros.length]!;
    const idea = jobIdeas[i % jobIdeas.length]!;
    const employer = byKey.get(metro.employerKey)!;
    const timing = timingCycle[i % timingCycle.length]!;
    const span = 3 + (i % 10);
    const [startOffset, endOffset] =
      timing === 'active'
        ? [-(i % 5), span]
        : timing === 'upcoming'
          ? [2 + (i % 9), 2 + (i % 9) + span]
          : [-(span + 7), -(1 + (i % 6))];
    // Spread homes a few km around the metro centre so distances differ.
    const latitude = metro.latitude + (((i * 37) % 17) - 8) * 0.006;
    const longitude = metro.longitude + (((i * 53) % 19) - 9) * 0.007;
    const hasPrice = i % 7 !== 0;
    const price = idea.price + (i % 4) * (idea.priceType === 'perHr' ? 1 : 5);
    jobs.push({
      jobId: randomUUID(),
      createdAt: new Date(now.getTime() - (i * 9 + 1) * 3_600_000).toISOString(),
      updatedAt: stamp,
      employerId: employer.userId,
      employerName: `${employer.firstName} ${employer.lastName}`,
      employerEmail: employer.emailId,
      title: idea.title,
      description: idea.description,
      ...(hasPrice ? { price } : {}),
      priceType: idea.priceType,
      startDate: day(startOffset, now),
      endDate: day(endOffset, now),
      address: {
        address1: `${100 + ((i * 131) % 2800)} ${metro.streets[i % metro.streets.length]}`,
        address2: '',
        city: metro.city,
        state: metro.state,
        zipCode: metro.zipCode,
        country: 'USA',
        latitude: Number(latitude.toFixed(5)),
        longitude: Number(longitude.toFixed(5)),
      },
      isActive: true,
      isClosed: false,
      isReopened: false,
      listing: 'OPEN',
      gh4: ngeohash.encode(latitude, longitude, 4),
      gh5: ngeohash.encode(latitude, longitude, 5),
    });
  }
  await batchPut(opts.db, localTableName('jobs'), jobs);
}
