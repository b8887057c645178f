import type * as z from 'zod/mini';
import { escapeHtml, HTML_DATA_KEY, PLACEHOLDER } from './render';

/*
 * The one layout of every notification, so the template files hold only their words. Words are
 * plain text with `{{field}}` placeholders; this file escapes them for HTML and points the HTML
 * placeholders at the escaped copy of the data (see render.ts).
 *
 * E-mail clients ignore most CSS and strip <style>, hence inline styles and layout tables
 * (role="presentation", so screen readers do not announce them as data). Colours keep at least
 * 4.5:1 contrast; nothing relies on images, which many clients block.
 */

export const PRODUCT_NAME = 'Neighbourhood Jobs';

/** A part of the message body, in reading order. A string is a paragraph. */
export type Block =
  | string
  | { readonly details: readonly (readonly [label: string, value: string])[] }
  | { readonly action: { readonly label: string; readonly url: string } }
  | { readonly tips: { readonly heading: string; readonly items: readonly string[] } }
  /** A link as a line of its own (a job in an alert): the label is the link, the note follows it. */
  | { readonly link: { readonly label: string; readonly url: string; readonly note?: string } }
  /**
   * The blocks once per item of a list field (Handlebars `{{#each}}`, which SES renders). Inside, a
   * placeholder names a field of the item; lists may nest (a job alert's searches, each with jobs).
   */
  | { readonly each: string; readonly blocks: readonly Block[] };

export interface EmailContent {
  /** The line inbox lists show next to the subject. */
  readonly preview: string;
  readonly heading: string;
  readonly body: readonly Block[];
  /** Why the reader got this e-mail. */
  readonly reason: string;
  /** Invite replies (they go to the support mailbox). Off for mail to that mailbox itself. */
  readonly inviteReplies?: boolean;
}

export interface EmailTemplate<N extends string = string, S extends z.ZodMiniObject = z.ZodMiniObject> {
  /** SES template name, before the stage prefix. */
  readonly name: N;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** The data the template needs: exactly its placeholders. */
  readonly dataSchema: S;
}

export function defineTemplate<const N extends string, S extends z.ZodMiniObject>(definition: {
  name: N;
  dataSchema: S;
  subject: string;
  content: EmailContent;
}): EmailTemplate<N, S> {
  const { name, dataSchema, subject, content } = definition;
  return { name, dataSchema, subject, html: renderHtml(subject, content), text: renderText(content) };
}

const SIGN_OFF = `The ${PRODUCT_NAME} team`;
const REPLY_HINT = 'Questions or worries? Reply to this e-mail and a person on our team will read it.';

/**
 * The site's own colours (web/src/styles/tokens.css), so a mail looks like the product it comes
 * from: the green of its buttons and footer, its green-tinted neutrals, its blue links. E-mail
 * clients cannot read CSS custom properties, hence the values; a unit test keeps them equal to
 * the tokens named here.
 */
export const emailColours = {
  page: { token: '--color-bg', value: '#f6faf8' },
  card: { token: '--color-surface', value: '#ffffff' },
  text: { token: '--color-text', value: '#1a2b25' },
  muted: { token: '--color-text-muted', value: '#4a5d56' },
  /** The header bar, as the site's footer. */
  header: { token: '--color-brand-strong', value: '#064d33' },
  /** The button, as the site's primary buttons. */
  brand: { token: '--color-brand', value: '#0b7a55' },
  onBrand: { token: '--color-on-brand', value: '#ffffff' },
  link: { token: '--color-accent', value: '#1f5fbf' },
  rule: { token: '--color-border', value: '#d5e1dc' },
  tipsBackground: { token: '--color-brand-soft', value: '#e3f4ec' },
  tipsHeading: { token: '--color-brand-strong', value: '#064d33' },
} as const;

const colour = Object.fromEntries(Object.entries(emailColours).map(([name, { value }]) => [name, value])) as {
  readonly [K in keyof typeof emailColours]: (typeof emailColours)[K]['value'];
};

const font = 'font-family:Arial,Helvetica,sans-serif;';

/** Where a placeholder is read: the top of the data, or an item of an `each` list. */
type Scope = 'top' | 'item';

/**
 * Static words escaped for HTML; their placeholders read the escaped copy of the data (inside a list,
 * the item is already part of that copy).
 */
function h(words: string, scope: Scope = 'top'): string {
  const prefix = scope === 'top' ? `${HTML_DATA_KEY}.` : '';
  return escapeHtml(words).replace(PLACEHOLDER, (_match, field: string) => `{{${prefix}${field}}}`);
}

function htmlBlock(block: Block, scope: Scope = 'top'): string {
  if (typeof block === 'string') {
    return `<p style="margin:0 0 16px;${font}font-size:16px;line-height:1.5;color:${colour.text};">${h(block, scope)}</p>`;
  }
  if ('each' in block) {
    const list = scope === 'top' ? `${HTML_DATA_KEY}.${block.each}` : block.each;
    return `{{#each ${list}}}${block.blocks.map((inner) => htmlBlock(inner, 'item')).join('')}{{/each}}`;
  }
  if ('link' in block) {
    const { label, url, note } = block.link;
    const noteHtml = note
      ? `<br><span style="font-size:15px;font-weight:normal;color:${colour.muted};">${h(note, scope)}</span>`
      : '';
    return `<p style="margin:0 0 14px;${font}font-size:16px;font-weight:bold;line-height:1.5;color:${colour.text};"><a href="${h(url, scope)}" style="color:${colour.link};">${h(label, scope)}</a>${noteHtml}</p>`;
  }
  if ('details' in block) {
    const rows = block.details
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="width:38%;padding:10px 12px 10px 0;border-top:1px solid ${colour.rule};text-align:left;vertical-align:top;${font}font-size:15px;font-weight:normal;color:${colour.muted};">${h(label, scope)}</th>` +
          `<td style="padding:10px 0;border-top:1px solid ${colour.rule};vertical-align:top;${font}font-size:16px;font-weight:bold;line-height:1.4;color:${colour.text};white-space:pre-wrap;word-break:break-word;">${h(value, scope)}</td></tr>`,
      )
      .join('');
    return `<table style="width:100%;margin:0 0 20px;border-collapse:collapse;">${rows}</table>`;
  }
  if ('action' in block) {
    const { label, url } = block.action;
    return (
      `<p style="margin:8px 0 12px;"><a href="${h(url, scope)}" style="display:inline-block;padding:12px 22px;border-radius:6px;background-color:${colour.brand};${font}font-size:16px;font-weight:bold;color:${colour.onBrand};text-decoration:none;">${h(label, scope)}</a></p>` +
      `<p style="margin:0 0 20px;${font}font-size:14px;line-height:1.5;color:${colour.muted};">If the button does not work, open this link: <a href="${h(url, scope)}" style="color:${colour.link};word-break:break-all;">${h(url, scope)}</a></p>`
    );
  }
  const items = block.tips.items
    .map(
      (item) =>
        `<li style="margin:0 0 6px;${font}font-size:15px;line-height:1.5;color:${colour.text};">${h(item, scope)}</li>`,
    )
    .join('');
  return (
    `<div style="margin:8px 0 20px;padding:16px 20px;border-left:4px solid ${colour.brand};background-color:${colour.tipsBackground};">` +
    `<h2 style="margin:0 0 8px;${font}font-size:17px;color:${colour.tipsHeading};">${h(block.tips.heading, scope)}</h2>` +
    `<ul style="margin:0;padding:0 0 0 20px;">${items}</ul></div>`
  );
}

/**
 * Every notification is transactional: it follows something the reader or their teen did, or a job
 * of theirs. The footer says so beside the mail's own reason, so nobody takes it for
 * marketing (nor marks it as spam, which would cost every family its mail); there is no mailing list,
 * hence no unsubscribe link. (The job alerts, which are a list, carry List-Unsubscribe themselves.)
 */
export const TRANSACTIONAL_NOTE =
  'This is a service e-mail about your account or a job, sent once for what happened, never for advertising.';

function footer(content: EmailContent): string[] {
  return content.inviteReplies === false
    ? [content.reason, TRANSACTIONAL_NOTE]
    : [content.reason, TRANSACTIONAL_NOTE, REPLY_HINT];
}

function renderHtml(subject: string, content: EmailContent): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en" dir="ltr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${h(subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${colour.page};">`,
    // Webmail shows the message inside its own page, beside its own <main>: the usual e-mail
    // landmark is an article that announces itself as an e-mail, named by its subject.
    `<div role="article" aria-roledescription="email" aria-label="${h(subject)}" lang="en" dir="ltr">`,
    // Inbox preview text: hidden in the message itself, and from screen readers (the heading says it).
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;" aria-hidden="true">${h(content.preview)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colour.page};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:${colour.card};border-radius:8px;">`,
    `<tr><td style="padding:18px 28px;border-radius:8px 8px 0 0;background-color:${colour.header};${font}font-size:18px;font-weight:bold;color:${colour.onBrand};">${h(PRODUCT_NAME)}</td></tr>`,
    '<tr><td style="padding:28px 28px 12px;">',
    `<h1 style="margin:0 0 20px;${font}font-size:22px;line-height:1.3;color:${colour.text};">${h(content.heading)}</h1>`,
    ...content.body.map((block) => htmlBlock(block)),
    `<p style="margin:0 0 8px;${font}font-size:16px;line-height:1.5;color:${colour.text};">${h(SIGN_OFF)}</p>`,
    '</td></tr>',
    `<tr><td style="padding:16px 28px 24px;border-top:1px solid ${colour.rule};${font}font-size:13px;line-height:1.5;color:${colour.muted};">`,
    ...footer(content).map((words) => `<p style="margin:0 0 8px;">${h(words)}</p>`),
    '</td></tr>',
    '</table>',
    '</td></tr>',
    '</table>',
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

function textBlock(block: Block): string {
  if (typeof block === 'string') return block;
  if ('each' in block) return `{{#each ${block.each}}}${joinText(block.blocks)}{{/each}}`;
  if ('link' in block) {
    const { label, url, note } = block.link;
    return [label, note, url].filter(Boolean).join('\n');
  }
  if ('details' in block) return block.details.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('action' in block) return `${block.action.label}: ${block.action.url}`;
  return [`${block.tips.heading}`, ...block.tips.items.map((item) => `- ${item}`)].join('\n');
}

/**
 * Blocks as text, each after a blank line. A list's items each start with their own blank line, so a
 * list adds no empty lines around it, however many items it has.
 */
function joinText(blocks: readonly Block[]): string {
  return blocks
    .map((block) =>
      typeof block !== 'string' && 'each' in block ? textBlock(block) : `\n\n${textBlock(block)}`,
    )
    .join('');
}

function renderText(content: EmailContent): string {
  return [
    `${content.heading}${joinText(content.body)}`,
    SIGN_OFF,
    ['--', ...footer(content)].join('\n'),
  ].join('\n\n');
}
