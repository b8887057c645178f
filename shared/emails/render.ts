/*
 * How our data reaches the rendered e-mail.
 *
 * SES renders stored templates with Handlebars but does NOT escape HTML, in any part ("SES doesn't
 * escape HTML content when rendering the HTML template for a message … you will need to escape it
 * on the client side", SES developer guide, Advanced email personalization; aws-ses-v2-local renders
 * with `noEscape` for the same reason). Our data is typed by teens, parents and employers (names, job
 * titles, a report's description), so unescaped it would let anyone put links or markup into a mail
 * that a parent or the support team trusts.
 *
 * One TemplateData object feeds the subject, the HTML and the text part, and only the HTML part wants
 * escaping (`O'Brien & Sons` must stay readable in the subject and the text). So the data sent to SES
 * carries every value twice: raw at the top level, for subject and text, and HTML-escaped under
 * `html`, which the HTML part reads (`{{html.teenName}}`; SES resolves nested paths). The layout
 * writes those paths, so template files still say just `{{teenName}}`.
 */

/** Key under which the HTML-escaped copy of the data travels; no template field may use it. */
export const HTML_DATA_KEY = 'html';

/** A `{{name}}` or `{{html.name}}` placeholder; group 1 is the path. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '=': '&#61;',
};

/** The same characters Handlebars escapes, so a value is safe in text and in a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`=]/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The `TemplateData` object to send to SES (JSON-stringified) for already-validated data. */
export function toSesTemplateData(data: Readonly<Record<string, string>>): Record<string, unknown> {
  const escaped = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, escapeHtml(value)]));
  return { ...data, [HTML_DATA_KEY]: escaped };
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Renders a template as SES does (plain substitution of `{{path}}`, no escaping, a missing value
 * renders empty) after preparing the data as the notify function does. For unit tests and previews;
 * production rendering is SES's.
 */
export function renderTemplate(
  template: { subject: string; html: string; text: string },
  data: Readonly<Record<string, string>>,
): RenderedEmail {
  const context = toSesTemplateData(data);
  const substitute = (source: string) =>
    source.replace(PLACEHOLDER, (_match, path: string) => {
      let value: unknown = context;
      for (const key of path.split('.')) {
        value =
          value !== null && typeof value === 'object' && Object.hasOwn(value, key)
            ? (value as Record<string, unknown>)[key]
            : undefined;
      }
      return typeof value === 'string' ? value : '';
    });
  return {
    subject: substitute(template.subject),
    html: substitute(template.html),
    text: substitute(template.text),
  };
}
