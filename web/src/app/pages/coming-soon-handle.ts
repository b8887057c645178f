/** Route `handle` of a placeholder route: the page's title and description. */
export interface ComingSoonHandle {
  title: string;
  description: string;
}

export function isComingSoonHandle(handle: unknown): handle is ComingSoonHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as ComingSoonHandle).title === 'string' &&
    typeof (handle as ComingSoonHandle).description === 'string'
  );
}
