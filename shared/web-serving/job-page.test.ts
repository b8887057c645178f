import { describe, expect, it } from 'vitest';
import { publicJobFixture } from '../../test/support/public-job';
import { addDays, localDay } from '../rules/job-day';
import { renderJobPage } from './job-page';

/** The parts of the build's shell the page is written into (its head markers and the frame's main). */
const SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<!--app-head--><title>Neighbourhood Jobs · Local jobs for students</title><!--/app-head-->',
  '</head><body><div id="root"><header>Frame</header>',
  '<main id="main" tabindex="-1" class="_main_1"><div aria-busy="true">Loading page…</div></main>',
  '<footer>Footer</footer></div></body></html>',
].join('');

const today = localDay('America/Chicago');
const job = publicJobFixture({
  title: 'Dog walker <needed> & "fast"',
  createdBy: 'Pat Lee',
  startDate: today,
  endDate: addDays(today, 7),
});
const URL = `https://jobs.example/jobs/${job.entity}`;

const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );

describe('a job’s page as served', () => {
  it('puts an open job’s own head and the job itself in the HTML: 200', () => {
    const { status, html } = renderJobPage(SHELL, { kind: 'job', job }, URL);
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      '<title>Dog walker &lt;needed&gt; &amp; &quot;fast&quot; in Austin, TX · Neighbourhood Jobs</title>',
    );
    expect(head).toContain(`<link rel="canonical" href="${URL}">`);
    expect(head).toContain(`<meta property="og:url" content="${URL}">`);
    expect(head).toContain(
      '<meta property="og:title" content="Dog walker &lt;needed&gt; &amp; &quot;fast&quot; in Austin, TX">',
    );
    expect(head).toMatch(
      /<meta name="description" content="Walk Biscuit &lt;\/script&gt;.*A local job in Austin, TX on Neighbourhood Jobs.">/,
    );
    expect(head).toMatch(/<meta property="og:description" content="Walk Biscuit/);
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).not.toContain('noindex');
    // The page area is the job, not the loading frame; the frame around it stays.
    expect(html).not.toContain('Loading page…');
    expect(html).toContain('<header>Frame</header>');
    expect(html).toContain('<h1 id="job-title">Dog walker &lt;needed&gt; &amp; &quot;fast&quot;</h1>');
    expect(html).toContain('<dt>Hours</dt><dd>3:30 pm – 4:30 pm</dd>');
    expect(html).toContain('<dd>$15/Hr</dd>');
    expect(html).toContain('Posted by Pat<');
    expect(html).not.toContain('Lee');
    // Nothing the job says can end its block or open a script.
    expect(html).not.toContain('<script>alert');
    const [ld] = ldOf(html);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      url: URL,
      baseSalary: { value: { value: 15, unitText: 'HOUR' } },
      hiringOrganization: { name: 'Pat' },
    });
    expect(ld.description).toContain('Hours: 3:30 pm – 4:30 pm.');
  });

  it('answers 410 for a job that ended or was filled: the page says so, with no JobPosting, kept out of search', () => {
    const ended = { ...job, data: { ...job.data, startDate: '2026-01-05', endDate: '2026-01-06' } };
    const filled = { ...job, data: { ...job.data, isActive: false, isClosed: true } };
    for (const [gone, words] of [
      [ended, 'This job has ended'],
      [filled, 'This job is filled'],
    ] as const) {
      const { status, html } = renderJobPage(SHELL, { kind: 'job', job: gone }, URL);
      expect(status).toBe(410);
      expect(html).toContain(words);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('See similar open jobs near Austin, TX');
      expect(ldOf(html)).toEqual([]);
    }
  });

  it('answers 410 for a removed job with nothing of it, and 404 for an address that is no job', () => {
    const removed = renderJobPage(SHELL, { kind: 'removed', message: 'This job was removed.' }, URL);
    expect(removed.status).toBe(410);
    expect(removed.html).toContain('<title>Job removed · Neighbourhood Jobs</title>');
    expect(removed.html).toContain('<h1>This job is no longer available</h1>');
    expect(removed.html).toContain('noindex');
    const missing = renderJobPage(SHELL, { kind: 'missing' }, 'https://jobs.example/jobs/nope');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<title>Page not found · Neighbourhood Jobs</title>');
    expect(missing.html).toContain('<h1>Page not found</h1>');
  });

  it('writes into the dev server’s page, which has no frame yet', () => {
    const dev = SHELL.replace(
      /<main[\s\S]*<\/main>/,
      '<!--app-html--><div class="boot">Loading</div><!--/app-html-->',
    );
    const { html } = renderJobPage(dev, { kind: 'job', job }, URL);
    expect(html).toContain('<main id="main"><div class="container job-page-served">');
    expect(html).not.toContain('class="boot"');
  });
});
