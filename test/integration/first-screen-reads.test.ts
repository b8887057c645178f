import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../shared/contracts/load-contract';
import { appConfigSchema } from '../../shared/schemas/app-config';
import { getJob } from '../../web/src/features/jobs/api/get-job';
import { getJobs } from '../../web/src/features/jobs/api/get-jobs';
import { searchJobs } from '../../web/src/features/jobs/api/search-jobs';
import { callRoute, type UnparsedRead, unparsedReads } from '../../web/src/lib/api-client';
import { setConfig } from '../../web/src/lib/config';
import { stack } from './support/api';
import { newEmployer, postJob, uniqueTitle } from './support/marketplace';

/*
 * The reads the browser returns unchecked (`unparsedReads` in web/src/lib/api/call-route.ts: a
 * visitor's first screen carries no zod) are typed by their contract alone. Here the browser's own
 * calls are made against the local stack, and each answer is parsed by its contract's response schema:
 * an answer that drifted from its contract fails here instead of on a visitor's screen.
 */

beforeAll(async () => {
  // The settings a browser at the app's address reads, with /api resolved against that address.
  const config = appConfigSchema.parse(await (await fetch(`${stack().appUrl}/config.json`)).json());
  setConfig({ ...config, apiBaseUrl: stack().apiUrl });
});

afterAll(() => setConfig(undefined));

describe("the first screen's unchecked reads", () => {
  it("answer what their contract's schema says", async () => {
    const title = uniqueTitle('Hedge trimming');
    const jobId = await postJob(await newEmployer('Pat'), title);
    const word = title.split(' ').at(-1) as string;

    const answers: Record<UnparsedRead, unknown> = {
      listNewestJobs: await getJobs({ limit: 5 }),
      searchJobs: await searchJobs({ title: word, zipCode: '78704' }),
      getJob: await getJob(jobId),
      // Sign-out's revoke (web/src/lib/auth/auth-api.ts), whose answer nobody reads.
      revokeToken: await callRoute('revokeToken', { anonymous: true, unparsed: true }),
    };
    expect((answers.searchJobs as { jobs: unknown[] }).jobs).not.toHaveLength(0);

    for (const name of unparsedReads) {
      const { response } = await loadContract(name);
      if (!('safeParse' in response)) throw new Error(`${name} answers JSON`);
      const parsed = response.safeParse(answers[name]);
      expect(parsed.error?.issues, name).toBeUndefined();
      expect(parsed.data, name).toEqual(answers[name]);
    }
  });
});
