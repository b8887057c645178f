import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../render';
import { parentAlertApplicationStatusUpdate } from './parent-alert-application-status-update';
import { parentStatusUpdateData, teenStatusUpdateData } from './status-update-data';
import { CONTACT_NOT_SHARED } from './status-update-wording';
import { teenApplicationStatusUpdate } from './teen-application-status-update';

const employer = { phone: '(512) 555-0142', email: 'oneil.family@example.com' };

const JOB_URL = 'https://jobs.example/jobs/1';

describe('TeenApplicationStatusUpdate serves both outcomes', () => {
  const schema = teenApplicationStatusUpdate.dataSchema;

  it('tells an accepted student how to reach the employer', () => {
    const data = schema.parse(
      teenStatusUpdateData('Maya', 'Yard work', JOB_URL, { accepted: true, employer }),
    );
    const mail = renderTemplate(teenApplicationStatusUpdate, data);
    expect(mail.subject).toBe('Your application for Yard work was accepted');
    expect(mail.text).toContain('(512) 555-0142');
    expect(mail.text).toContain('oneil.family@example.com');
  });

  it('tells a rejected student kindly, with no contact details', () => {
    const data = schema.parse(teenStatusUpdateData('Maya', 'Yard work', JOB_URL, { accepted: false }));
    const mail = renderTemplate(teenApplicationStatusUpdate, data);
    expect(mail.subject).toBe('Your application for Yard work was not selected');
    expect(mail.text).toContain(CONTACT_NOT_SHARED);
    expect(mail.text).not.toMatch(/@|555/);
    expect(mail.text).not.toContain('accepted your application');
  });

  it('refuses data whose wording belongs to the other outcome, or contact details on a rejection', () => {
    const accepted = teenStatusUpdateData('Maya', 'Yard work', JOB_URL, { accepted: true, employer });
    const rejected = teenStatusUpdateData('Maya', 'Yard work', JOB_URL, { accepted: false });
    expect(schema.safeParse({ ...accepted, status: 'not selected' }).success).toBe(false);
    expect(schema.safeParse({ ...rejected, employerContact: accepted.employerContact }).success).toBe(false);
    expect(schema.safeParse({ ...accepted, employerContact: CONTACT_NOT_SHARED }).success).toBe(false);
  });
});

describe('ParentAlert_ApplicationStatusUpdate serves both outcomes', () => {
  const schema = parentAlertApplicationStatusUpdate.dataSchema;

  it('says which way the employer decided', () => {
    const yes = renderTemplate(
      parentAlertApplicationStatusUpdate,
      schema.parse(
        parentStatusUpdateData('Priya', 'Maya', 'Yard work', JOB_URL, 'Pat Lee', {
          accepted: true,
          employer,
        }),
      ),
    );
    const no = renderTemplate(
      parentAlertApplicationStatusUpdate,
      schema.parse(
        parentStatusUpdateData('Priya', 'Maya', 'Yard work', JOB_URL, 'Pat Lee', { accepted: false }),
      ),
    );
    expect(yes.subject).toBe('Maya’s application for Yard work was accepted');
    expect(yes.text).toContain('phone number and e-mail address');
    expect(no.subject).toBe('Maya’s application for Yard work was not selected');
    expect(no.text).toContain('no contact details were shared');
  });

  it('names the employer, and gives their contact details on acceptance only, as the student gets them', () => {
    const yes = renderTemplate(
      parentAlertApplicationStatusUpdate,
      schema.parse(
        parentStatusUpdateData('Priya', 'Maya', 'Yard work', JOB_URL, 'Pat Lee', {
          accepted: true,
          employer,
        }),
      ),
    );
    expect(yes.text).toContain('Employer: Pat Lee');
    expect(yes.text).toContain('(512) 555-0142');
    expect(yes.text).toContain('oneil.family@example.com');
    expect(yes.html).toContain('oneil.family@example.com');
    const no = renderTemplate(
      parentAlertApplicationStatusUpdate,
      schema.parse(
        parentStatusUpdateData('Priya', 'Maya', 'Yard work', JOB_URL, 'Pat Lee', { accepted: false }),
      ),
    );
    expect(no.text).toContain('Employer: Pat Lee');
    expect(no.text).toContain(CONTACT_NOT_SHARED);
    expect(no.text).not.toMatch(/@|555/);
  });

  it('refuses an outcome text that does not match the status, or contact details on a rejection', () => {
    const data = parentStatusUpdateData('Priya', 'Maya', 'Yard work', JOB_URL, 'Pat Lee', {
      accepted: true,
      employer,
    });
    const rejected = parentStatusUpdateData('Priya', 'Maya', 'Yard work', JOB_URL, 'Pat Lee', {
      accepted: false,
    });
    expect(schema.safeParse({ ...data, status: 'not selected' }).success).toBe(false);
    expect(schema.safeParse({ ...rejected, employerContact: data.employerContact }).success).toBe(false);
  });
});

describe('a rejection, like an acceptance, says each thing once', () => {
  it.each([
    [teenApplicationStatusUpdate, teenStatusUpdateData('Maya', 'Yard work', JOB_URL, { accepted: false })],
    [
      parentAlertApplicationStatusUpdate,
      parentStatusUpdateData('Priya', 'Maya', 'Yard work', JOB_URL, 'Pat Lee', { accepted: false }),
    ],
  ] as const)('%#', (template, data) => {
    const { text } = renderTemplate(template, data);
    for (const [field, value] of Object.entries(data)) {
      expect(text.split(value).length - 1, field).toBe(1);
    }
  });
});
