// One end-to-end property, few runs: random secrets in a folder of the fake server, the built
// action with `export-type: env,output` → every value masked before any line that shows it,
// and GITHUB_ENV / GITHUB_OUTPUT holding exactly the secrets.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_CLIENT_SECRET,
  startFakeServer,
  type FakeServer,
} from '../support/fake-server/index.ts';
import { masksFor } from '../../src/runner/mask.js';
import { envNameProblem } from '../../src/secrets/names.js';
import { expectNoLeaks } from '../support/leaks.ts';
import { obtainedToken } from '../support/run-action.ts';
import { runStep } from '../support/run.ts';
import { secretName, secretValue } from './arbitraries.ts';
import { mainInputs } from '../support/use-fake-server.ts';

let server: FakeServer;
beforeAll(async () => {
  // Many runs against one server: no rate limit (the fault matrix covers 429s).
  server = await startFakeServer({ rateLimit: false });
});
afterAll(() => server.close());

/** Names the environment can take (others fail the job, tested elsewhere). */
const name = secretName.filter((n) => envNameProblem(n) === undefined && n === n.trim());
/** Values the environment can take (NUL fails the job, tested elsewhere). */
const value = secretValue.filter((v) => !v.includes('\0'));
const secrets = fc
  .uniqueArray(fc.tuple(name, value), {
    minLength: 1,
    maxLength: 8,
    // Keys differing only by case are one secret to the server's folder index on some setups.
    selector: ([key]) => key.toUpperCase(),
  })
  // Names are printed (summary, warnings): a value that is also a name is not a leak.
  .filter((entries) =>
    entries.every(([, value]) =>
      masksFor(value).every((mask) => entries.every(([key]) => !key.includes(mask))),
    ),
  );

describe('end to end', () => {
  it('random secrets: masked before shown, exported exactly (15 runs)', async () => {
    let folder = 0;
    await fc.assert(
      fc.asyncProperty(secrets, async (entries) => {
        const path = `/property/run-${folder++}`;
        server.state.setSecrets(
          entries.map(([key, value]) => ({ environment: 'dev', path, key, value })),
        );
        const run = await runStep({
          mode: 'built',
          inputs: {
            ...mainInputs(server.url),
            'secret-path': path,
            'expand-references': 'false',
            'export-type': 'env,output',
          },
        });
        const expected = Object.fromEntries(entries);
        expect(run.errors).toEqual([]);
        expect(run.exitCode).toBe(0);
        expect(run.env).toEqual(expected);
        const { 'secret-count': count, 'secrets-json': json, ...perKey } = run.outputs;
        expect(perKey).toEqual(expected);
        expect(JSON.parse(json!)).toEqual(expected);
        expect(count).toBe(String(entries.length));
        expectNoLeaks(run, [MEMBER_CLIENT_SECRET, obtainedToken(run)!, ...Object.values(expected)]);
      }),
      { numRuns: 15 },
    );
  });
});
