import { beforeAll, describe, expect, it } from 'vitest';
import { localDay, startOfLocalDay } from '../../shared/rules/job-day';
import { api } from './support/api';
import { NEW_MESSAGE_SUBJECT, openConversation, runMessageMail, sent } from './support/conversations';
import { alertEveryEvent, newConfirmedFamily } from './support/family';
import { AUSTIN } from './support/jobs';
import {
  type Actor,
  expectMails,
  mailsTo,
  newEmployer,
  newStudent,
  uniqueTitle,
} from './support/marketplace';

/*
 * The "new message" mail, under a controlled clock: the scheduled run is started with the time
 * EventBridge would give it (scripts/local/local-admin.ts), while the messages are sent now. One
 * mail per conversation and recipient in 30 minutes, however many messages; none for a message read
 * in time; none to a student under 18 between 21:00 and 07:00 on their clock, the mail waiting until
 * 07:00 rather than being dropped.
 */

const minutes = (n: number) => n * 60_000;
const at = (start: number, offset: number) => new Date(start + offset);

let employer: Actor;
let student: Actor;

beforeAll(async () => {
  [employer, student] = await Promise.all([newEmployer('Dana'), newStudent('Sam')]);
});

describe('the new-message mail', () => {
  it('is one mail for a burst, at most one in 30 minutes, with a link and no contact details', async () => {
    const title = uniqueTitle('Lawn mowing');
    const { id } = await openConversation(employer, student, title);
    const subject = `${NEW_MESSAGE_SUBJECT} ${title}`;
    const start = Date.now();
    for (const text of ['Hi!', 'Call me at 512-555-0199', 'or maya@example.com', 'See you Saturday']) {
      await sent(student, id, text);
    }
    // Not yet: someone with the thread open reads it within minutes and gets no mail.
    await runMessageMail(at(start, minutes(1)));
    expect(await mailsTo(employer.email, subject)).toHaveLength(0);

    await runMessageMail(at(start, minutes(6)));
    const [mail] = await expectMails(employer.email, subject, 1);
    const text = mail?.body.text ?? '';
    expect(text).toContain(`/messages/${id}`);
    expect(text).toContain('Sam wrote to you');
    // None of the messages' words: the phone number (with or without its dashes), the address, the text. (Not a bare
    // "555": the links' random ids may hold those digits.)
    expect(text).not.toMatch(/555-0199|5550199|maya@example\.com|See you Saturday|Call me/);

    // Another message within the half hour: it waits for the window.
    await sent(student, id, 'One more thing');
    await runMessageMail(at(start, minutes(12)));
    await runMessageMail(at(start, minutes(30)));
    await expectMails(employer.email, subject, 1);
    await runMessageMail(at(start, minutes(37)));
    await expectMails(employer.email, subject, 2);
    // A run again at the same moment (a retried schedule) sends nothing more.
    await runMessageMail(at(start, minutes(37)));
    await expectMails(employer.email, subject, 2);
  });

  it('is not sent when the recipient read the thread in time', async () => {
    const title = uniqueTitle('Tutoring');
    const { id } = await openConversation(employer, student, title);
    const start = Date.now();
    await sent(employer, id, 'Are you free Tuesday?');
    const read = await api('markConversationRead', { params: { id }, token: student.token });
    expect(read.status).toBe(200);
    await runMessageMail(at(start, minutes(10)));
    await runMessageMail(at(start, minutes(60)));
    await expectMails(student.email, `${NEW_MESSAGE_SUBJECT} ${title}`, 0);
  });

  it("waits for 07:00 on a minor's clock, and is not dropped; an adult is mailed at night", async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 15);
    await alertEveryEvent(guardian, teen.userId);
    const adultTitle = uniqueTitle('Pet sitting');
    const teenTitle = uniqueTitle('Dog walking');
    const withAdult = await openConversation(employer, student, adultTitle);
    const withTeen = await openConversation(employer, teen, teenTitle);
    const start = Date.now();
    await sent(employer, withAdult.id, 'See you tomorrow?');
    await sent(employer, withTeen.id, 'See you tomorrow?');
    // The first 22:00 in Austin at least 10 minutes from now (the jobs' zone is the teen's clock).
    const zone = AUSTIN.timeZone;
    let night = new Date(startOfLocalDay(localDay(zone, new Date(start)), zone).getTime() + minutes(22 * 60));
    while (night.getTime() < start + minutes(10)) night = new Date(night.getTime() + minutes(24 * 60));
    const morning = new Date(
      startOfLocalDay(localDay(zone, new Date(night.getTime() + minutes(3 * 60))), zone).getTime() +
        minutes(7 * 60),
    );

    await runMessageMail(night);
    await expectMails(student.email, `${NEW_MESSAGE_SUBJECT} ${adultTitle}`, 1);
    await runMessageMail(new Date(night.getTime() + minutes(4 * 60)));
    await runMessageMail(new Date(morning.getTime() - minutes(1)));
    expect(await mailsTo(teen.email, `${NEW_MESSAGE_SUBJECT} ${teenTitle}`)).toHaveLength(0);
    await runMessageMail(morning);
    await expectMails(teen.email, `${NEW_MESSAGE_SUBJECT} ${teenTitle}`, 1);
    // The guardian gets no mail per message: their digest counts them (family-digest.test.ts).
    expect(await mailsTo(guardian.email, NEW_MESSAGE_SUBJECT)).toHaveLength(0);
  });
});
