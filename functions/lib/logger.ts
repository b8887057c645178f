/**
 * Structured JSON logs (one line per entry, like Powertools Logger) so CloudWatch Logs Insights can
 * query by level, requestId and route. Never log tokens, passwords or full e-mail addresses.
 */
type Level = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
type Fields = Record<string, unknown>;

const service =
  process.env.POWERTOOLS_SERVICE_NAME ?? process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'neighbourhood-jobs';
function write(level: Level, message: string, fields: Fields = {}): void {
  // Read at each entry, not once at load: a test (or a runner) may set it after this module loaded.
  if (process.env.LOG_LEVEL === 'SILENT') return;
  const entry = { level, message, service, timestamp: new Date().toISOString(), ...fields };
  const line = JSON.stringify(entry, (_key, value) =>
    value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
  );
  if (level === 'ERROR') console.error(line);
  else if (level === 'WARN') console.warn(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, fields?: Fields) => {
    if (process.env.LOG_LEVEL === 'DEBUG') write('DEBUG', message, fields);
  },
  info: (message: string, fields?: Fields) => write('INFO', message, fields),
  warn: (message: string, fields?: Fields) => write('WARN', message, fields),
  error: (message: string, fields?: Fields) => write('ERROR', message, fields),
};

/** `jane.doe@example.com` → `jane****` (docs/spec/1-students-and-accounts.md §9 masking: first 4 characters kept). */
export function maskEmail(email: string): string {
  return `${email.slice(0, 4)}****`;
}
