// The README's first command: starts the embedded loopback server with sample data, runs the
// built action exactly as the GitHub runner would (INPUT_* variables, GITHUB_* command files),
// and shows what the job would get. Values are shown masked, as the runner's log would show them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
  startFakeServer,
} from '../test/support/fake-server/index.ts';
import { postAfter, spawnStep, type ActionRun } from '../test/support/run-action.ts';

const bold = (text: string): string => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

/**
 * The log as the runner shows it: commands carried out rather than printed (masks registered,
 * debug lines hidden as they are unless debug logging is on, groups folded), annotations
 * labelled, registered masks replaced by ***.
 */
function runnerLog(run: ActionRun): string {
  const masks = [...run.masks].sort((a, b) => b.length - a.length);
  const hide = (text: string): string =>
    masks.reduce((out, mask) => out.split(mask).join('***'), text);
  const out: string[] = [];
  let indent = '';
  for (const { raw, command } of run.lines) {
    if (!command) {
      // The runner echoes the end of a stop-commands pause; it carries nothing to read.
      if (raw !== '' && !/^::[0-9a-f-]{36}::$/.test(raw)) out.push(indent + hide(raw));
      continue;
    }
    switch (command.command) {
      case 'group':
        out.push(`▸ ${hide(command.data)}`);
        indent = '    ';
        break;
      case 'endgroup':
        indent = '';
        break;
      case 'error':
      case 'warning':
      case 'notice':
        out.push(`${indent}${command.command.toUpperCase()}: ${hide(command.data)}`);
        break;
      default:
        break; // add-mask, debug, stop-commands, save-state: not shown
    }
  }
  return out.join('\n');
}

const server = await startFakeServer();
try {
  const inputs = {
    domain: server.url,
    method: 'universal',
    'client-id': MEMBER_CLIENT_ID,
    'client-secret': MEMBER_CLIENT_SECRET,
    'project-slug': PROJECT_SLUG,
    'env-slug': 'dev',
    'secret-path': '/\n/app',
    'export-type': 'env,file,output',
    // The sample's SPECIAL_CHARS has no safe dotenv form: `shell` carries any value.
    'file-format': 'shell',
    'file-output-path': 'secrets.sh',
  };
  console.log(bold(`Loopback API server: ${server.url} (sample project "${PROJECT_SLUG}")`));
  console.log(bold('\nThe workflow step:'));
  console.log(
    [
      '  - uses: OWNER/REPO@<sha>',
      '    with:',
      ...Object.entries(inputs).map(
        ([k, v]) =>
          `      ${k}: ${k === 'client-secret' ? '${{ secrets.INFISICAL_CLIENT_SECRET }}' : v.includes('\n') ? `|\n        ${v.split('\n').join('\n        ')}` : v}`,
      ),
    ].join('\n'),
  );

  const started = performance.now();
  const run = await spawnStep({ inputs });
  const elapsed = performance.now() - started;
  console.log(
    bold(
      `\nStep log (exit code ${run.exitCode}, ${elapsed.toFixed(0)} ms including Node start-up):`,
    ),
  );
  console.log(runnerLog(run));

  const names = Object.keys(run.env);
  console.log(
    bold(`\nLater steps get ${names.length} environment variables (values masked in logs):`),
  );
  for (const name of names) console.log(`  ${name}=***`);
  console.log(bold('\nStep outputs:'));
  for (const name of Object.keys(run.outputs))
    console.log(`  ${name}: ${name === 'secret-count' ? run.outputs[name] : '***'}`);
  const file = path.join(run.workspace, 'secrets.sh');
  console.log(
    bold(
      `\nFile ${path.relative(run.workspace, file)} (mode 0600), ${readFileSync(file, 'utf8').split('\n').length - 1} lines; keys:`,
    ),
  );
  console.log('  ' + Object.keys(JSON.parse(run.outputs['secrets-json'] ?? '{}')).join(', '));
  console.log(bold('\nJob summary (markdown):'));
  console.log(
    run.summary
      .trim()
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n'),
  );

  const post = await spawnStep(postAfter(run, { inputs }));
  console.log(bold(`\nPost step (exit code ${post.exitCode}):`));
  console.log(runnerLog(post));
  const calls = server.requests.map((r) => `  ${r.method} ${r.path}`);
  console.log(bold(`\nRequests the server received (${calls.length}):`));
  console.log(calls.join('\n'));

  // A typo, as a new user makes one: the action names it and what exists instead.
  const failed = await spawnStep({ inputs: { ...inputs, 'env-slug': 'prdo' } });
  console.log(bold(`\nThe same step with \`env-slug: prdo\` (exit code ${failed.exitCode}):`));
  console.log(runnerLog(failed));
  console.log(bold(`\nNothing was exported: GITHUB_ENV has ${failed.envEntries.length} entries.`));

  console.log(bold('\nRun the built action yourself, against your own server:'));
  console.log(
    [
      '  export GITHUB_ENV=$(mktemp) GITHUB_OUTPUT=$(mktemp) GITHUB_STATE=$(mktemp)',
      "  env 'INPUT_DOMAIN=https://app.infisical.com' 'INPUT_CLIENT-ID=<client id>' \\",
      "      'INPUT_CLIENT-SECRET=<client secret>' 'INPUT_PROJECT-SLUG=<project>' \\",
      "      'INPUT_ENV-SLUG=dev' node dist/main/index.js",
      '  cat "$GITHUB_ENV"   # what later steps would get',
      'Or, outside GitHub Actions, the command-line tool: see "Command-line tool" in the README.',
    ].join('\n'),
  );
  process.exitCode = run.exitCode === 0 && post.exitCode === 0 && failed.exitCode === 1 ? 0 : 1;
} finally {
  await server.close();
}
