// `run`'s command in process (runChild), where the tool's own streams are injected: it ends as the
// command would in a shell. In a worker thread (as here) the command's output goes over Node's
// socket pairs (src/cli/pipes.ts); run.test.ts has the built tool's pipes. Each test has a
// timeout well under vitest's: a hang fails there.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runChild } from '../../src/cli/child.js';
import { RedactionSet } from '../../src/cli/redact.js';

const HANG = { timeout: 10_000 };

function collector(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** A reader that leaves after the first chunk, as `| head -1` does: the write after fails. */
function leavingReader(): Writable {
  let writes = 0;
  return new Writable({
    write(_chunk, _encoding, done) {
      done(writes++ === 0 ? null : Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    },
  });
}

const sh = (script: string) => ({ file: 'sh', args: ['-c', script], verbatim: false });

function redaction(): RedactionSet {
  const set = new RedactionSet();
  set.add('hunter2-secret');
  return set;
}

describe.runIf(process.platform !== 'win32').concurrent('runChild', () => {
  it(
    'a reader that leaves ends the command: its next write fails (over a socket pair: SIGPIPE, or ECONNRESET mid-write)',
    HANG,
    async () => {
      const exit = await runChild({
        launch: { file: 'yes', args: ['hunter2-secret'], verbatim: false },
        env: process.env,
        redaction: redaction(),
        stdout: leavingReader(),
        stderr: collector().stream,
      });
      // `yes` exits 1 on a failed write other than EPIPE.
      expect([{ signal: 'SIGPIPE' }, { code: 1 }]).toContainEqual(exit);
    },
  );

  it(
    'a background process that keeps writing keeps it no longer than the limit after the command exits',
    HANG,
    async () => {
      const stdout = collector();
      const exit = await runChild({
        // The loop dies of SIGPIPE at its first write after the tool stopped reading.
        launch: sh('(while :; do echo tick; sleep 0.01; done) & echo hunter2-secret; exit 4'),
        env: process.env,
        redaction: redaction(),
        stdout: stdout.stream,
        stderr: collector().stream,
        grace: 50,
        limit: 200,
      });
      expect(exit).toEqual({ code: 4 });
      expect(stdout.text()).toMatch(/^(tick\n)*\*\*\*\n/);
    },
  );

  it(
    'output the command wrote before it exited is all there, though a background process holds the pipe',
    HANG,
    async () => {
      const stdout = collector();
      const exit = await runChild({
        launch: sh(
          'sleep 5 & printf "%s\\n" hunter2-secret; head -c 60000 /dev/zero | tr "\\0" x; exit 3',
        ),
        env: process.env,
        redaction: redaction(),
        stdout: stdout.stream,
        stderr: collector().stream,
        grace: 50,
        limit: 200,
      });
      expect(exit).toEqual({ code: 3 });
      expect(stdout.text()).toBe(`***\n${'x'.repeat(60_000)}`);
    },
  );
});
