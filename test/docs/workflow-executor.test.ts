// The executor that runs documented workflows reads `if:` conditions as GitHub does, for the
// forms the docs use: property paths, literals, `==` and `!=` (strings compared ignoring case),
// `!`, `&&`, `||` and parentheses. Anything else is an error, never a guess.
import { describe, expect, it } from 'vitest';
import { condition, runJob } from '../support/workflow.ts';

const context = {
  github: {
    repository: 'my-org/my-app',
    event: {
      action: 'opened',
      number: 42,
      pull_request: { head: { repo: { full_name: 'My-Org/my-app' } } },
    },
  },
  secrets: { TOKEN: '' },
};

describe('if: conditions', () => {
  it.each([
    ["github.event.action == 'opened'", true],
    ["github.event.action != 'opened'", false],
    ["${{ github.event.action == 'closed' }}", false],
    ['github.event.pull_request.head.repo.full_name == github.repository', true],
    ["github.event.action != 'closed' && github.event.number == 42", true],
    ["github.event.action == 'closed' || github.event.number == 7", false],
    ["!(github.event.action == 'closed')", true],
    ['!github.event.missing', true],
    ['secrets.TOKEN', false],
    ["github.event.action == 'it''s'", false],
    ['true && !false && null == null', true],
  ])('%s is %s', (text, expected) => {
    expect(condition(text, context)).toBe(expected);
  });

  it.each(['success()', "github.event.action == 'opened' &&", 'a === b', "contains(x, 'y')"])(
    '%s is refused',
    (text) => {
      expect(() => condition(text, context)).toThrow(/the workflow executor/);
    },
  );

  it('a job whose condition is false runs nothing', async () => {
    const run = await runJob(
      { if: "github.event.action == 'closed'", steps: [{ run: 'exit 1' }] },
      { domain: 'http://127.0.0.1:9', context },
    );
    expect(run.skipped).toBe(true);
    expect(run.steps).toEqual([]);
  });

  it('a step whose condition is false is skipped, the others run', async () => {
    const run = await runJob(
      {
        steps: [
          { id: 'no', if: "github.event.action == 'closed'", run: 'exit 1' },
          {
            id: 'yes',
            if: "github.event.action == 'opened'",
            run: 'echo "ran=1" >> "$GITHUB_OUTPUT"',
          },
        ],
      },
      { domain: 'http://127.0.0.1:9', context },
    );
    expect(run.skipped).toBe(false);
    expect(run.steps.map((step) => [step.step, step.skipped ?? false])).toEqual([
      ['no', true],
      ['yes', false],
    ]);
    expect(run.steps[1]!.outputs).toEqual({ ran: '1' });
  });
});
