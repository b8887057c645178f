import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailTemplates, getTemplate, isTemplateName, sesTemplateName, templateNames } from './index';
import { emailColours, TRANSACTIONAL_NOTE } from './layout';
import { escapeHtml, HTML_DATA_KEY, PLACEHOLDER, renderTemplate } from './render';
import { sampleData } from './samples';
import { jobAlert } from './templates/job-alert';

const expectedNames = [
  'TeenApplicationReceived',
  'ParentAlert_TeenApplied',
  'EmployerAlert_TeenApplied',
  'ParentAlert_TeenRegistered',
  'TeenApplicationStatusUpdate',
  'ParentAlert_ApplicationStatusUpdate',
  'SupportAlert_JobReported',
  'JobApplicationInterest',
  'EmployerAlert_JobApplicationInterest',
  // Not in the specification: saved searches' daily alert.
  'JobAlert',
  'GuardianAlert_ApprovalRequest',
  'GuardianAlert_Activity',
  'GuardianAlert_Digest',
  'TeenApplicationClosed',
  'SupportAlert_GuardianDeclined',
  // The confirmation that an account was deleted.
  'AccountDeleted',
  // Conversations: a message not read yet, and a message reported to the support mailbox.
  'MessageNotification',
  'SupportAlert_MessageReported',
  // The day of the job: the reminder before the first visit, what happens at a visit, and changes.
  'Schedule_Reminder',
  'Schedule_VisitUpdate',
  'Schedule_BookingChange',
  // The guardian's notice that the link ended on the teen's 18th birthday.
  'GuardianAlert_LinkEnded',
  // The moderation desk: statement of reasons, restore, appeal outcome, reporter's outcome.
  'ModerationStatement',
  'ModerationRestored',
  'ModerationAppealDecided',
  'ModerationReportOutcome',
  // Reviews: their notice.
  'ReviewNotice',
];

const placeholders = (source: string) => new Set([...source.matchAll(PLACEHOLDER)].map((match) => match[1]));

/** `{{#each list}}…{{/each}}` blocks (the job alert's lists): each opened list's name, and the source without them. */
const EACH_BLOCK = /\{\{#each ([\w.]+)\}\}|\{\{\/each\}\}/g;
const listNames = (source: string) =>
  new Set([...source.matchAll(EACH_BLOCK)].flatMap((match) => (match[1] ? [match[1]] : [])));
const withoutLists = (source: string) => source.replace(EACH_BLOCK, '');

/** Every text value of the data, lists included: what a rendered mail must show. */
const leafValues = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(leafValues)
      : value !== null && typeof value === 'object'
        ? Object.values(value).flatMap(leafValues)
        : [];

/** The field names a list's items have (one level), by list name. */
function itemFields(schema: { shape: Record<string, unknown> }): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  const walk = (shape: Record<string, unknown>) => {
    for (const [name, field] of Object.entries(shape)) {
      const element = (field as { _zod: { def: { element?: { shape?: Record<string, unknown> } } } })._zod.def
        .element;
      if (element?.shape) {
        lists.set(name, Object.keys(element.shape));
        walk(element.shape);
      }
    }
  };
  walk(schema.shape);
  return lists;
}

describe('the template list', () => {
  it('holds exactly the nine templates of the specification, the job alert, the six for guardians, the account deletion, the two of conversations, the three of the schedule, the moderation desk’s four and the reviews’ notice, each once (twenty-seven)', () => {
    expect(emailTemplates).toHaveLength(expectedNames.length);
    expect(new Set(templateNames).size).toBe(expectedNames.length);
    expect([...templateNames].sort()).toEqual([...expectedNames].sort());
  });

  it('uses names SES accepts, with room for a stage prefix', () => {
    for (const name of templateNames) {
      expect(name).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(sesTemplateName('neighbourhood-jobs-staging-', name).length).toBeLessThanOrEqual(64);
    }
  });

  it('finds a template by name and refuses unknown names', () => {
    expect(getTemplate('JobApplicationInterest').name).toBe('JobApplicationInterest');
    expect(isTemplateName('JobApplicationInterest')).toBe(true);
    expect(isTemplateName('SendAnything')).toBe(false);
    expect(() => getTemplate('SendAnything' as never)).toThrow();
  });
});

describe.each(emailTemplates.map((template) => [template.name, template] as const))(
  '%s',
  (_name, template) => {
    const fields = Object.keys(template.dataSchema.shape).sort();

    it('uses exactly the fields of its data schema, in the subject, the HTML and the text', () => {
      // A list's items are read inside its {{#each}}: their fields count as fields too.
      const lists = itemFields(template.dataSchema);
      const known = new Set([...fields, ...[...lists.values()].flat()]);
      const topLevel = (source: string) =>
        placeholders(source.replace(/\{\{#each[\s\S]*\{\{\/each\}\}/g, ''));
      const raw = new Set([...placeholders(template.subject), ...placeholders(template.text)]);
      const html = topLevel(template.html);
      // The HTML part reads only the escaped copy; a bare {{field}} there would be unescaped user input.
      for (const path of html) expect(path).toMatch(new RegExp(`^${HTML_DATA_KEY}\\.\\w+$`));
      for (const list of listNames(template.html)) {
        if (!lists.has(list)) expect(list).toMatch(new RegExp(`^${HTML_DATA_KEY}\\.\\w+$`));
      }
      for (const path of raw) expect(path).toMatch(/^\w+$/);
      const htmlFields = [...html].map((path) => path?.slice(HTML_DATA_KEY.length + 1));
      const htmlLists = [...listNames(template.html)].map((list) => list.replace(`${HTML_DATA_KEY}.`, ''));
      const htmlInList = [...placeholders(template.html)].filter(
        (path) => !path?.startsWith(`${HTML_DATA_KEY}.`),
      );

      expect(
        new Set([...raw, ...listNames(template.text), ...htmlFields, ...htmlLists, ...htmlInList]),
      ).toEqual(known);
      // The text part mirrors the HTML part: the same facts in both.
      expect(new Set([...htmlFields, ...htmlInList, ...htmlLists])).toEqual(
        new Set([...placeholders(template.text), ...listNames(template.text)]),
      );
    });

    it('says in its footer why it was sent and that it is a service e-mail, in both parts', () => {
      for (const part of [template.html, template.text]) {
        const footer = part.slice(part.lastIndexOf('The Neighbourhood Jobs team'));
        expect(footer).toMatch(/because/);
        expect(footer).toContain(TRANSACTIONAL_NOTE);
      }
    });

    it('does not name a field after the escaped copy', () => {
      expect(fields).not.toContain(HTML_DATA_KEY);
    });

    it('leaves no Handlebars expressions other than plain placeholders and lists', () => {
      for (const part of [template.subject, template.html, template.text]) {
        const stripped = withoutLists(part).replace(PLACEHOLDER, '');
        expect(stripped).not.toContain('{{');
        expect(stripped).not.toContain('}}');
      }
    });

    it('is an accessible, self-contained HTML document', () => {
      expect(template.html).toMatch(/^<!DOCTYPE html>/);
      expect(template.html).toContain('<html lang="en"');
      expect(template.html).toMatch(/<title>[^<]+<\/title>/);
      expect(template.html).toContain('<div role="article" aria-roledescription="email" aria-label="');
      expect(template.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(template.html).not.toMatch(/<img|<script|<link|<style/);
      for (const table of template.html.match(/<table[^>]*>/g) ?? []) {
        // Layout tables are hidden from screen readers; the details table keeps its row headers.
        if (!table.includes('role="presentation"')) expect(template.html).toContain('<th scope="row"');
      }
      expect(template.html).toContain('You are getting this e-mail because');
      expect(template.text).toContain('You are getting this e-mail because');
    });

    it('renders the sample data completely, escaping it in the HTML part only', () => {
      const data = sampleData[template.name];
      expect(template.dataSchema.safeParse(data).success).toBe(true);
      const rendered = renderTemplate(template, data);
      for (const part of Object.values(rendered)) expect(part).not.toMatch(/\{\{|\}\}/);
      for (const value of leafValues(data)) {
        // Every field appears in the text somewhere, as typed.
        expect(rendered.text).toContain(value);
        expect(rendered.html).toContain(escapeHtml(value));
      }
    });
  },
);

describe('every e-mail that names a job links to its page', () => {
  const namingAJob = emailTemplates.filter((template) =>
    placeholders(template.subject + template.text).has('jobTitle'),
  );

  // These name no one job: a teen's registration, the job alert's list (below), a guardian's
  // activity line and digest (their lines are sentences), a guardian's decline for support, an
  // account's deletion, and the guardian link ending at 18.
  const namingNoOneJob = [
    'ParentAlert_TeenRegistered',
    'JobAlert',
    'GuardianAlert_Activity',
    'GuardianAlert_Digest',
    'SupportAlert_GuardianDeclined',
    // An account's deletion names no job.
    'AccountDeleted',
    'GuardianAlert_LinkEnded',
    // The moderation desk's mails are about a job, a review, a message or an account, in a phrase of
    // their own; a removed job has no page to link to.
    'ModerationStatement',
    'ModerationRestored',
    'ModerationAppealDecided',
    'ModerationReportOutcome',
  ];

  it('is every template but those that name no one job', () => {
    expect(namingAJob.map((template) => template.name).sort()).toEqual(
      expectedNames.filter((name) => !namingNoOneJob.includes(name)).sort(),
    );
  });

  it('the job alert links each of its jobs to the job’s page', () => {
    const { text } = renderTemplate(jobAlert, sampleData.JobAlert);
    for (const search of sampleData.JobAlert.searches) {
      for (const job of search.jobs) {
        expect(job.url).toMatch(/\/jobs\/[0-9a-f-]{36}$/);
        expect(text).toContain(job.url);
      }
    }
  });

  it.each(namingAJob.map((template) => [template.name, template] as const))('%s', (name, template) => {
    const data = sampleData[name];
    const url = (data as { jobUrl?: string }).jobUrl;
    expect(url).toMatch(/^http:\/\/localhost:5173\/jobs\/[0-9a-f-]{36}$/);
    const mail = renderTemplate(template, data);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
  });
});

describe('escaping', () => {
  it('escapes the characters that could start markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\`=`)).toBe(
      '&lt;a href&#61;&quot;x&quot; onclick&#61;&#39;y&#39;&gt;&amp;&#96;&#61;',
    );
  });

  it('keeps user input inert in the HTML and readable in the subject and text', () => {
    const template = getTemplate('ParentAlert_ApplicationStatusUpdate');
    const rendered = renderTemplate(template, {
      teenName: `Sam <a href="https://evil.example">click</a>`,
      jobTitle: 'Yard work & leaves',
      parentName: "Dana O'Hara",
      status: 'accepted',
    });
    expect(rendered.html).not.toContain('<a href="https://evil.example"');
    expect(rendered.html).toContain('Sam &lt;a href&#61;&quot;https://evil.example&quot;&gt;click&lt;/a&gt;');
    expect(rendered.html).toContain('Yard work &amp; leaves');
    expect(rendered.html).toContain('Hi Dana O&#39;Hara,');
    expect(rendered.subject).toBe(
      'Sam <a href="https://evil.example">click</a>’s application for Yard work & leaves was accepted',
    );
    expect(rendered.text).toContain("Hi Dana O'Hara,");
  });

  it('renders a missing field empty, as SES does, rather than leaving the placeholder', () => {
    const rendered = renderTemplate(getTemplate('JobApplicationInterest'), { teenName: 'Maya' });
    expect(rendered.subject).toBe('An employer is interested in your application for ');
  });
});

describe('data schemas', () => {
  it('reject a line break in a single-line field, which would end up in a subject line', () => {
    const schema = getTemplate('JobApplicationInterest').dataSchema;
    expect(schema.safeParse({ teenName: 'Maya\nBcc: x@example.com', jobTitle: 'Yard work' }).success).toBe(
      false,
    );
  });

  it('reject fields the template does not use', () => {
    const schema = getTemplate('JobApplicationInterest').dataSchema;
    expect(
      schema.safeParse({ teenName: 'Maya', jobTitle: 'Yard work', parentEmail: 'p@example.com' }).success,
    ).toBe(false);
  });

  it('accept only http(s) links for buttons', () => {
    const schema = getTemplate('ParentAlert_TeenRegistered').dataSchema;
    const data = {
      parentName: 'Priya',
      teenName: 'Maya Patel',
      teenFirstName: 'Maya',
      expiresOn: 'June 8, 2026',
    };
    expect(schema.safeParse({ ...data, confirmUrl: 'https://jobs.example.com/' }).success).toBe(true);
    expect(schema.safeParse({ ...data, confirmUrl: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('accept an empty report description', () => {
    const schema = getTemplate('SupportAlert_JobReported').dataSchema;
    expect(schema.safeParse({ ...sampleData.SupportAlert_JobReported, description: '' }).success).toBe(true);
  });
});

describe('the look of the product', () => {
  const tokens = readFileSync(path.resolve(import.meta.dirname, '../../web/src/styles/tokens.css'), 'utf8');

  it("uses the site's colours: each one equals the design token it names", () => {
    for (const [name, { token, value }] of Object.entries(emailColours)) {
      const declared = tokens.match(new RegExp(`${token}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`))?.[1];
      expect(declared?.toLowerCase(), `${name} (${token})`).toBe(value);
    }
  });

  it.each(emailTemplates.map((template) => [template.name, template] as const))(
    '%s: green header and button, no colour from outside the palette',
    (_name, template) => {
      const palette = new Set<string>(Object.values(emailColours).map(({ value }) => value));
      const used = template.html.match(/#[0-9a-fA-F]{6}\b/g) ?? [];
      for (const colour of used) expect(palette, colour).toContain(colour.toLowerCase());
      expect(template.html).toContain(`background-color:${emailColours.header.value}`);
      // A button (an action block), as the site's primary buttons; plain links are the link colour.
      if (template.html.includes('display:inline-block')) {
        expect(template.html).toContain(`background-color:${emailColours.brand.value}`);
      }
    },
  );
});

/*
 * Say each thing once: a parent's mail named the student about eight times. In the body
 * people read (the text part mirrors the HTML), each fact from the data appears once.
 */
const sayOnce = emailTemplates;

/**
 * Facts a mail says in more than one sentence on purpose, with how often: the guardian invitation names
 * the child where its sentences once said "They" (the heading, the opening, the safety tips and "not
 * my child"), so a parent of several knows which child it is about.
 */
const namedInSentences: Partial<Record<string, Record<string, number>>> = {
  ParentAlert_TeenRegistered: { teenFirstName: 4 },
};

describe.each(sayOnce.map((template) => [template.name, template] as const))(
  '%s says each thing once',
  (_name, template) => {
    it('names the student, the job and every other fact once in the message', () => {
      const data = sampleData[template.name];
      const { text } = renderTemplate(template, data);
      // The job's link holds its id, which the support alert also states: a link is not a mention.
      const jobUrl = (data as { jobUrl?: string }).jobUrl;
      for (const [field, value] of Object.entries(data)) {
        // A list's items are facts of their own (checked as text below); their fields repeat by design.
        if (typeof value !== 'string') continue;
        const body = field === 'jobUrl' || !jobUrl ? text : text.split(jobUrl).join('');
        const times = body.split(value).length - 1;
        const expected = namedInSentences[template.name]?.[field] ?? 1;
        expect(times, `${field} (${JSON.stringify(value)}) in the text`).toBe(expected);
      }
    });
  },
);
