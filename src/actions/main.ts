import type { NamedValue } from '../export/types.js';
import { allowedRoots } from '../export/paths.js';
import { planExport } from '../export/plan.js';
import { code, renderSummary } from '../export/summary.js';
import { applyExport } from '../export/write.js';
import type { Runner } from '../runner/runner.js';
import { inspectNames } from '../secrets/names.js';
import type { ExportEntry } from '../secrets/select.js';
import { InputError } from '../errors/input.js';
import { counted } from '../errors/words.js';
import { readMainSettings, type MainSettings } from '../settings/main.js';
import type { MainOutput } from '../spec/values.js';
import type { ActionDeps } from '../core/connect.js';
import { describeSource, loadSecrets, type LoadedSecrets } from '../core/load.js';
import type { HeldLease } from '../runner/state.js';
import type { StepRecord } from '../core/frame.js';
import type { ApiSession } from '../core/session.js';
import { runGitHubStep } from './step.js';

/**
 * The main action: inputs → settings → auth → fetch → merge → mask → export. Nothing is exported
 * unless every step succeeds. The token is revoked at the end, on the connection already open,
 * whatever happened; the post step revokes it instead when later steps get it
 * (`output-access-token`) or the server stopped answering.
 */
export async function runMain(runner: Runner, deps: ActionDeps = {}): Promise<void> {
  const now = deps.now ?? Date.now;
  const started = now();
  await runGitHubStep(runner, deps, {
    prepare: () =>
      readMainSettings({
        read: (name) => runner.input(name),
        mask: (value) => runner.mask(value),
        workspace: runner.workspace,
        runnerTemp: runner.runnerTemp,
      }),
    opening: (settings) => describeSource(settings.connection, settings),
    work: (session, settings, record) =>
      exportSecrets(runner, session, settings, { now, started, record }),
  });
}

/** Loads the secrets and exports them: everything the main step does once logged in. */
async function exportSecrets(
  runner: Runner,
  session: ApiSession,
  settings: MainSettings,
  { now, started, record }: { now: () => number; started: number; record?: StepRecord },
): Promise<void> {
  // The leases' code is a chunk of its own, loaded only by a step that leases.
  const leases = settings.leases.leases.length > 0 ? await import('../core/leases.js') : undefined;
  if (!leases) {
    const loaded = await loadSecrets(session, settings, runner);
    exportLoaded(runner, session, settings, loaded, loaded.entries, [], { now, started, record });
    return;
  }
  // Each lease is recorded for the post step the moment it is held, and the token kept for it
  // (the post step revokes the leases with it, then the token); once none is held, the token is
  // revoked at the end again, unless later steps have it.
  const holding = (held: readonly HeldLease[]): void => {
    record?.leases(held, settings.connection.baseUrl);
    if (held.length > 0) session.handOut();
    else if (!settings.outputAccessToken) session.reclaim();
  };
  const { loaded, entries, held } = await leases.loadLeasing(
    session,
    settings,
    settings.leases,
    runner,
    holding,
  );
  try {
    exportLoaded(runner, session, settings, loaded, entries, held, { now, started, record });
  } catch (error) {
    // A failed step holds nothing: its leases are revoked before it ends.
    holding(await leases.revokeLeases(session.client, held, runner));
    throw error;
  }
}

/** Exports what was loaded and leased; nothing unless every check passes. */
function exportLoaded(
  runner: Runner,
  session: ApiSession,
  settings: MainSettings,
  { merged, entries: own }: LoadedSecrets,
  entries: readonly ExportEntry[],
  leases: readonly HeldLease[],
  { now, started, record }: { now: () => number; started: number; record?: StepRecord },
): void {
  checkNames(entries, settings, runner);
  const extraOutputs: NamedValue[] =
    settings.outputAccessToken && session.accessToken
      ? [['access-token' satisfies MainOutput, session.accessToken]]
      : [];
  const plan = planExport(settings, entries, extraOutputs, merged.secrets);
  // From here on later steps may hold the token: the post step revokes it.
  if (extraOutputs.length > 0) session.handOut();
  applyExport(plan, runner, allowedRoots(runner.workspace, runner.runnerTemp), (files) => {
    if (settings.connection.clean) record?.files(files);
  });
  const destinations = describeDestinations(settings);
  const fromLeases = entries.length - own.length;
  const total = `${count(entries.length)}${fromLeases > 0 ? ` (${fromLeases} from leases)` : ''}`;
  runner.info(
    destinations.length > 0
      ? `Exported ${total} to ${destinations.join(', ')}.`
      : `Loaded ${total}; nothing exported (\`export-type: none\`).`,
  );
  if (settings.summary) {
    runner.appendSummary(
      renderSummary({
        environment: settings.environment,
        paths: settings.paths,
        entries,
        leases,
        destinations: describeDestinations(settings, (path) => code(path)),
        elapsedMs: now() - started,
      }),
    );
  }
}

const count = (n: number): string => counted(n, 'secret');

function checkNames(entries: readonly ExportEntry[], settings: MainSettings, runner: Runner): void {
  const toEnv = settings.exportTypes.has('env');
  const { caseClashes: clashes, nonShell: odd, reserved } = inspectNames(entries);
  if (clashes.length > 0) {
    const list = clashes.map((group) => group.map((name) => `\`${name}\``).join(' / ')).join('; ');
    const windows = runner.env.RUNNER_OS === 'Windows' || process.platform === 'win32';
    const text = `Names that differ only by case: ${list}. On Windows, environment names ignore case and one would overwrite the other; rename one with \`keys\`.`;
    if (windows && toEnv) throw new InputError(text);
    runner.warning(text);
  }
  if (toEnv) {
    if (odd.length > 0) {
      runner.warning(
        `Exported, but a shell cannot use ${odd.length === 1 ? 'this name' : 'these names'} as ${odd.length === 1 ? 'a variable' : 'variables'}: ${odd.map((n) => `\`${n}\``).join(', ')}. Programs can still read ${odd.length === 1 ? 'it' : 'them'}; rename with \`keys\` (e.g. \`MY_KEY=my-key\`) for use in \`run:\` scripts.`,
      );
    }
    if (reserved.length > 0) {
      runner.warning(
        `Later steps will not see ${reserved.map((n) => `\`${n}\``).join(', ')} from this action: the runner sets ${reserved.length === 1 ? 'it' : 'them'} itself. Rename with \`keys\` or \`env-prefix\`.`,
      );
    }
  }
}

/** Where the secrets went, each path written by `show` (as it is for the log, as code for Markdown). */
function describeDestinations(
  settings: MainSettings,
  show: (path: string) => string = (path) => path,
): string[] {
  const out: string[] = [];
  if (settings.exportTypes.has('env')) out.push('the environment');
  if (settings.exportTypes.has('output')) out.push('step outputs');
  if (settings.exportTypes.has('file'))
    out.push(`${settings.file.format} file ${show(settings.file.displayPath)}`);
  if (settings.secretFiles.length > 0) {
    out.push(
      `${settings.secretFiles.length === 1 ? 'one file' : `${settings.secretFiles.length} files`} of their own (${settings.secretFiles.map((f) => show(f.displayPath)).join(', ')})`,
    );
  }
  return out;
}
