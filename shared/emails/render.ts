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

/** A value of template data: text, or a list of items for an `each` block (layout.ts). */
export type TemplateValue = string | readonly Readonly<Record<string, unknown>>[];

/** The escaped copy of a value: text escaped, lists item by item. */
function escapeValue(value: unknown): unknown {
  if (typeof value === 'string') return escapeHtml(value);
  if (Array.isArray(value)) return value.map(escapeValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, escapeValue(inner)]));
  }
  return value;
}

/** The `TemplateData` object to send to SES (JSON-stringified) for already-validated data. */
export function toSesTemplateData(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { ...data, [HTML_DATA_KEY]: escapeValue(data) };
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
  data: Readonly<Record<string, unknown>>,
): RenderedEmail {
  const context = toSesTemplateData(data);
  return {
    subject: substitute(template.subject, context),
    html: substitute(template.html, context),
    text: substitute(template.text, context),
  };
}

const EACH = /\{\{#each\s+([A-Za-z_][\w.]*)\s*\}\}|\{\{\/each\}\}/g;

function lookup(context: unknown, path: string): unknown {
  let value: unknown = context;
  for (const key of path.split('.')) {
    value =
      value !== null && typeof value === 'object' && Object.hasOwn(value, key)
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return value;
}

/** `{{#each list}}…{{/each}}` (nested too) once per item, then `{{path}}` as plain substitution. */
function substitute(source: string, context: unknown): string {
  let output = '';
  let position = 0;
  for (;;) {
    EACH.lastIndex = position;
    const open = EACH.exec(source);
    if (!open || open[1] === undefined) {
      return output + substitutePlaceholders(source.slice(position), context);
    }
    output += substitutePlaceholders(source.slice(position, open.index), context);
    // The matching {{/each}}: count the lists opened inside this one.
    let depth = 1;
    let close: RegExpExecArray | null = null;
    while (depth > 0) {
      close = EACH.exec(source);
      if (!close) throw new Error(`Unclosed {{#each ${open[1]}}}`);
      depth += close[1] === undefined ? -1 : 1;
    }
    const body = source.slice(open.index + open[0].length, close?.index);
    const items = lookup(context, open[1]);
    if (Array.isArray(items)) output += items.map((item) => substitute(body, item)).join('');
    position = (close?.index ?? 0) + (close?.[0].length ?? 0);
  }
}

function substitutePlaceholders(source: string, context: unknown): string {
  return source.replace(PLACEHOLDER, (_match, path: string) => {
    const value = lookup(context, path);
    return typeof value === 'string' ? value : '';
  });
}
