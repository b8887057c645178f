import { badRequest } from './errors';

/**
 * Parses a request body as JSON and refuses an object that names a key twice. JSON.parse keeps the
 * last of two, while a WAF rule, a log reader or another parser may read the first: one request
 * meaning two things is how a check is slipped past, so the API takes only bodies that mean one.
 */
export function parseJsonBody(raw: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('The request body is not valid JSON.', undefined, 'INVALID_JSON');
  }
  const duplicate = firstDuplicateKey(raw);
  if (duplicate !== null) {
    throw badRequest(
      `The request body names "${duplicate.slice(0, 100)}" twice. Send each field once.`,
      undefined,
      'DUPLICATE_KEY',
    );
  }
  return value;
}

/**
 * The first key named twice in one object of a text JSON.parse accepted, or null. One pass with a
 * stack of the keys seen per open object (no recursion, so any depth is safe).
 */
export function firstDuplicateKey(text: string): string | null {
  const open: (Set<string> | null)[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '{') open.push(new Set());
    else if (c === '[') open.push(null);
    else if (c === '}' || c === ']') open.pop();
    else if (c === '"') {
      const start = i;
      i += 1;
      while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      const keys = open[open.length - 1];
      let next = i + 1;
      while (next < text.length && /\s/.test(text[next] as string)) next += 1;
      if (keys && text[next] === ':') {
        const key = JSON.parse(text.slice(start, i + 1)) as string;
        if (keys.has(key)) return key;
        keys.add(key);
      }
    }
    i += 1;
  }
  return null;
}
