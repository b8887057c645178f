// Placeholder until the notify function is written; replaced by the real handler.
export const handler = async () => ({
  statusCode: 501,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message: 'Not implemented yet.', code: 'NOT_IMPLEMENTED' }),
});
