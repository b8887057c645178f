import { describe, expect, it } from 'vitest';
import { familyPagePaths, messagesDigestLine } from '../../shared/rules/family';
import { api } from './support/api';
import { openConversation, sent } from './support/conversations';
import { alertEveryEvent, newConfirmedFamily, runDigest } from './support/family';
import { expectMails, mailsTo, newEmployer, postJob, uniqueTitle } from './support/marketplace';

/*
 * E-mail settings: every event or one daily digest, and a daily cap of 10 mails per
 * guardian whatever they chose; what goes over it waits for the digest. The digest runs on a schedule;
 * here it is run now through the local stack's admin endpoint, as its schedule would.
 */

const DIGEST_SUBJECT = 'Your family update from Neighbourhood Jobs';
const APPLIED_SUBJECT = 'applied for a job';

async function setEmailMode(guardianToken: string, teenId: string, emailMode: 'every' | 'digest') {
  const family = await api('getFamily', { token: guardianToken });
  const current = family.body.teens.find((teen: { teenId: string }) => teen.teenId === teenId).settings;
  const res = await api('updateTeenSettings', {
    params: { id: teenId },
    token: guardianToken,
    body: { ...current, emailMode },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The teen applies to `count` new jobs of one employer; their titles, in order. */
async function applyToJobs(teenToken: string, count: number): Promise<string[]> {
  const employer = await newEmployer();
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    const title = uniqueTitle('Dog walking');
    const jobId = await postJob(employer, title);
    const res = await api('applyToJob', { params: { id: jobId }, token: teenToken, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    titles.push(title);
  }
  return titles;
}

describe('the daily digest', () => {
  it('sends a guardian who chose it nothing until the digest, then one mail; a second run sends nothing', async () => {
    // 16–17: a digest by default, and no approval.
    const { teen, guardian } = await newConfirmedFamily('Alex', 16);
    const family = await api('getFamily', { token: guardian.token });
    expect(family.body.teens[0].settings.emailMode).toBe('digest');
    const titles = await applyToJobs(teen.token, 2);
    // The activity is on the page at once; nothing is mailed yet.
    const page = await api('getFamily', { token: guardian.token });
    const activity = page.body.teens[0].activity.map((item: { text: string }) => item.text);
    for (const title of titles) expect(activity).toContain(`Alex applied for ${title}.`);
    expect(await mailsTo(guardian.email, APPLIED_SUBJECT)).toHaveLength(0);

    const run = await runDigest();
    expect(run.events).toBeGreaterThanOrEqual(2);
    const [digest] = await expectMails(guardian.email, DIGEST_SUBJECT, 1);
    const text = digest?.body.text ?? '';
    // Oldest first, one line each.
    const first = text.indexOf(`Alex applied for ${titles[0]}.`);
    const second = text.indexOf(`Alex applied for ${titles[1]}.`);
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(text).toContain(familyPagePaths.family);

    // Claimed: a second run (a retried schedule) mails this guardian nothing more.
    await runDigest();
    await expectMails(guardian.email, DIGEST_SUBJECT, 1);
    expect(await mailsTo(guardian.email, APPLIED_SUBJECT)).toHaveLength(0);
  });

  it('mails a guardian on every event 10 a day; the rest waits for the digest', async () => {
    const { teen, guardian } = await newConfirmedFamily('Alex', 16);
    await setEmailMode(guardian.token, teen.userId, 'every');
    const titles = await applyToJobs(teen.token, 12);
    await expectMails(guardian.email, APPLIED_SUBJECT, 10);
    expect(await mailsTo(guardian.email, DIGEST_SUBJECT)).toHaveLength(0);

    await runDigest();
    const [digest] = await expectMails(guardian.email, DIGEST_SUBJECT, 1);
    const text = digest?.body.text ?? '';
    // The two over the cap, and only those.
    for (const title of titles.slice(10)) expect(text).toContain(`Alex applied for ${title}.`);
    for (const title of titles.slice(0, 10)) expect(text).not.toContain(`Alex applied for ${title}.`);
    await expectMails(guardian.email, APPLIED_SUBJECT, 10);
  });

  it('mails each event once when runs overlap', async () => {
    const { teen, guardian } = await newConfirmedFamily('Alex', 17);
    await applyToJobs(teen.token, 1);
    await Promise.all([runDigest(), runDigest(), runDigest()]);
    await expectMails(guardian.email, DIGEST_SUBJECT, 1);
  });

  it("counts the messages of a teen's conversations in the digest (how many, and a link), never a mail each", async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 15);
    // Approval off and a mail for every event: even then, messages come only in the digest.
    await alertEveryEvent(guardian, teen.userId);
    const employer = await newEmployer('Dana');
    const { id } = await openConversation(employer, teen);
    await sent(employer, id, 'Hello Maya, could you come on Saturday?');
    await sent(teen, id, 'Yes, after 10.');
    await sent(employer, id, 'Perfect.');
    await runDigest();
    const [digest] = await expectMails(guardian.email, DIGEST_SUBJECT, 1);
    const text = digest?.body.text ?? '';
    expect(text).toContain(messagesDigestLine('Maya', 3));
    expect(text).toContain(familyPagePaths.family);
    expect(text).not.toContain('Saturday');
    // Counted once: a second run, with nothing new, sends nothing; a new message is in the next one.
    await runDigest();
    await expectMails(guardian.email, DIGEST_SUBJECT, 1);
    await sent(teen, id, 'See you then!');
    await runDigest();
    const mails = await expectMails(guardian.email, DIGEST_SUBJECT, 2);
    expect(mails.map((mail) => mail.body.text ?? '').join('\n')).toContain(messagesDigestLine('Maya', 1));
  });
});
