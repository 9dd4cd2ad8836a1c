// `extra-headers` holds only what HTTP can carry: a value with a character outside visible ASCII,
// space and tab is an input error naming the input and the line, when the inputs are read, before
// any request (it used to end in "Unexpected TypeError" at the first request).
import { describe, expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { runStep } from '../support/run.ts';
import { mainInputs, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

const run = (headers: string) =>
  runStep({
    mode: 'in-process',
    inputs: { ...mainInputs(server().url), 'extra-headers': headers },
  });

describe('extra-headers values', () => {
  it.each([
    ['a character beyond Latin-1', 'X-Guard: secret-€-value', 1],
    [
      'a Latin-1 letter (Node would send it as one byte, not as the UTF-8 typed)',
      'X-Ok: fine\nX-Guard: café-secret',
      2,
    ],
    ['a control character', 'X-Guard: secret\u0001value', 1],
    ['a DEL', 'X-Guard: secret\u007fvalue', 1],
  ])('%s: one input error naming the input and line, no request', async (_name, headers, line) => {
    const result = await run(headers);
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      `Input \`extra-headers\`, line ${line}: the value of \`X-Guard\` has a character an HTTP header cannot carry: use printable ASCII (letters, digits, punctuation, spaces and tabs); encode anything else, as base64 for instance.`,
    ]);
    expect(server().requests).toEqual([]);
    expectNoLeaks(result, [MEMBER_CLIENT_SECRET, 'secret-€-value', 'café-secret']);
  });

  it('printable ASCII, spaces and tabs inside a value are sent as they are', async () => {
    const result = await run("X-Guard: a b\tc ~!#$%&'*+-.^_`|");
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(server().requests[0]?.headers['x-guard']).toBe("a b\tc ~!#$%&'*+-.^_`|");
  });
});
