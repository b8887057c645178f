import { expect } from 'vitest';

/**
 * The path and fragment of the first link to `path` in a mail's text, as the reader clicks it. The
 * token rides in the fragment (#token=…), never in a query a server would see.
 */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}#[^\\s]+`).exec(text);
  if (!match) throw new Error(`No ${path} link in the mail`);
  const url = new URL(match[0]);
  expect(url.search).toBe('');
  return `${url.pathname}${url.hash}`;
}
