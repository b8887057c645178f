import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The Nu HTML checker (vnu-jar: the W3C's validator, on the Java runtime from Debian), a validator we
 * did not write: its errors for each document, by name. Warnings and info messages are not errors.
 */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

export async function htmlErrors(documents: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nj-vnu-'));
  try {
    const names = Object.keys(documents);
    const files = names.map((name, index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, documents[name] ?? '');
      return file;
    });
    // One run for every document: the JVM's start is most of a check's time.
    const report = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
        { maxBuffer: 16 * 1024 * 1024 },
        (error, _stdout, stderr) => {
          // Exit 1 means "errors found": the report says which. No report at all is a failure to run.
          if (error && !stderr.trim().startsWith('{')) reject(error);
          else resolve(stderr);
        },
      );
    });
    const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
    const byName: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const message of messages) {
      if (message.type !== 'error' && message.subType !== 'fatal') continue;
      const index = Number(path.basename(new URL(message.url).pathname, '.html'));
      byName[names[index] ?? message.url]?.push(
        `line ${message.lastLine ?? '?'}: ${message.message} (${message.extract ?? ''})`,
      );
    }
    return byName;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
