import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { newConfirmedFamily } from './support/family';
import { type Actor, demoActor, newEmployer, postJob, STREET, uniqueTitle } from './support/marketplace';

/*
 * The guardian's page (GET /family): per teen, their applications with job title,
 * employer's first name, town, dates, status and when each changed; an accepted job with the street
 * address and the employer's contact exactly as the teen sees them; and the recent activity.
 */

interface PageApplication {
  entity: string;
  jobTitle: string;
  employerFirstName: string;
  town: { city: string; state: string };
  startDate: string;
  endDate: string;
  status: string;
  updatedAt: string;
  accepted?: Record<string, unknown>;
}

const apply = async (teen: Actor, jobId: string) => {
  const res = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entity as string;
};

describe('the family page', () => {
  it('lists each application as the issue asks, an accepted one exactly as the teen sees it, and the activity', async () => {
    // 16: approval is off by default, so the applications reach the employer at once.
    const { teen, guardian } = await newConfirmedFamily('Alex', 16);
    const employer = await newEmployer('Sam');
    const [acceptedTitle, rejectedTitle, withdrawnTitle, interestTitle] = [1, 2, 3, 4].map(() =>
      uniqueTitle('Dog walking'),
    );
    const ids: Record<string, string> = {};
    for (const title of [acceptedTitle, rejectedTitle, withdrawnTitle, interestTitle] as string[]) {
      ids[title] = await apply(teen, await postJob(employer, title));
    }
    const review = (title: string, reviewDecision: boolean) =>
      api('reviewApplication', {
        token: employer.token,
        body: { applicantId: teen.userId, applicationId: ids[title], reviewDecision },
      });
    expect((await review(acceptedTitle as string, true)).status).toBe(200);
    expect((await review(rejectedTitle as string, false)).status).toBe(200);
    const interest = await api('expressInterest', {
      params: { id: ids[interestTitle as string] as string },
      token: employer.token,
    });
    expect(interest.status, JSON.stringify(interest.body)).toBe(200);
    const withdrawn = await api('withdrawApplication', {
      params: { id: ids[withdrawnTitle as string] as string },
      token: teen.token,
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);

    const page = await api('getFamily', { token: guardian.token });
    expect(page.status).toBe(200);
    expect(page.body.teens).toHaveLength(1);
    const [entry] = page.body.teens;
    expect(entry).toMatchObject({ teenId: teen.userId, firstName: 'Alex', age: 16 });
    const byTitle = new Map<string, PageApplication>(
      (entry.applications as PageApplication[]).map((application) => [application.jobTitle, application]),
    );
    for (const title of [acceptedTitle, rejectedTitle, interestTitle] as string[]) {
      const application = byTitle.get(title);
      expect(application, title).toMatchObject({
        employerFirstName: 'Sam',
        town: { city: 'Austin', state: 'TX' },
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        updatedAt: expect.any(String),
      });
    }
    expect(byTitle.get(acceptedTitle as string)?.status).toBe('Accepted');
    expect(byTitle.get(rejectedTitle as string)?.status).toBe('Rejected');
    // Only an accepted job shows the street and the contact.
    expect(byTitle.get(rejectedTitle as string)).not.toHaveProperty('accepted');
    expect(byTitle.get(interestTitle as string)).not.toHaveProperty('accepted');
    expect(JSON.stringify(byTitle.get(rejectedTitle as string))).not.toContain(STREET);

    // Exactly what the teen sees for the accepted job.
    const own = await api('listOwnApplications', { token: teen.token });
    const teenView = own.body.applications.find(
      (application: { entity: string }) => application.entity === ids[acceptedTitle as string],
    );
    expect(teenView.data.accepted.address.address1).toBe(STREET);
    expect(byTitle.get(acceptedTitle as string)?.accepted).toEqual(teenView.data.accepted);

    // The recent activity: applied, accepted, rejected, interest, withdrawn.
    const activity = (entry.activity as { text: string }[]).map((item) => item.text);
    expect(activity).toEqual(
      expect.arrayContaining([
        `Alex applied for ${acceptedTitle}.`,
        `Alex was accepted for ${acceptedTitle}.`,
        `Alex was not selected for ${rejectedTitle}.`,
        `The employer of ${interestTitle} told Alex they are interested.`,
        `Alex withdrew their application for ${withdrawnTitle}.`,
      ]),
    );
  });

  it('shows a guardian nothing of another family', async () => {
    const mine = await newConfirmedFamily('Alex', 15);
    const other = await newConfirmedFamily('Sam', 15);
    const page = await api('getFamily', { token: mine.guardian.token });
    expect(page.body.teens.map((teen: { teenId: string }) => teen.teenId)).toEqual([mine.teen.userId]);
    expect(JSON.stringify(page.body)).not.toContain(other.teen.userId);
  });

  it('has the demo guardian: the demo teen’s confirmed parent, with an approval waiting', async () => {
    const parent = await demoActor('parent@example.com');
    const page = await api('getFamily', { token: parent.token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const teen = page.body.teens.find((entry: { firstName: string }) => entry.firstName === 'Maya');
    expect(teen).toMatchObject({ lastName: 'Patel', age: 15, settings: { approvalRequired: true } });
    const waiting = (teen.applications as PageApplication[]).filter(
      (application) => application.status === 'AwaitingApproval',
    );
    expect(waiting.length).toBeGreaterThanOrEqual(1);
  });
});
