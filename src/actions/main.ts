import { OUTPUTS, STATE } from '../constants.js';
import { maskAll } from '../export/mask.js';
import { planExport } from '../export/plan.js';
import { renderSummary } from '../export/summary.js';
import { applyExport } from '../export/write.js';
import type { NamedValue } from '../export/formats.js';
import type { Runner } from '../runner/runner.js';
import { fetchListings } from '../secrets/fetch.js';
import { mergeListings, type MergeResult } from '../secrets/merge.js';
import { caseClashes, nonShellNames, reservedEnvNames } from '../secrets/names.js';
import { selectSecrets, type ExportEntry } from '../secrets/select.js';
import { InputError } from '../settings/errors.js';
import { readMainSettings, type MainSettings } from '../settings/main.js';
import { connect, recordInitialState, type ActionDeps } from './connect.js';
import { reportFailure } from './failure.js';

/**
 * The main action: inputs → settings → auth → fetch → merge → mask → export. Nothing is exported
 * unless every step succeeds.
 */
export async function runMain(runner: Runner, deps: ActionDeps = {}): Promise<void> {
  const now = deps.now ?? Date.now;
  const started = now();
  try {
    recordInitialState(runner);
    const settings = readMainSettings({
      read: (name) => runner.input(name),
      mask: (value) => runner.mask(value),
      workspace: runner.env.GITHUB_WORKSPACE || process.cwd(),
    });
    const { client, session } = await connect(settings.connection, runner, deps);
    const merged = mergeListings(await fetchListings(client, settings), {
      tagsFilter: settings.tags.length > 0,
    });
    // Masks first: from here on, any line that could hold a value is already covered.
    maskAll(
      Array.from(merged.secrets.values(), (secret) => secret.value),
      (value) => runner.mask(value),
    );
    reportMerge(merged, settings, runner);
    const entries = selectSecrets(merged.secrets, settings.keys, settings.envPrefix);
    checkNames(entries, settings, runner);
    const extraOutputs: NamedValue[] =
      settings.outputAccessToken && session.accessToken
        ? [[OUTPUTS.accessToken, session.accessToken]]
        : [];
    const plan = planExport(settings, entries, extraOutputs);
    applyExport(plan, runner, (files) => {
      if (settings.connection.clean) runner.saveState(STATE.files, JSON.stringify(files));
    });
    const destinations = describeDestinations(settings);
    runner.info(
      `Loaded ${entries.length} ${entries.length === 1 ? 'secret' : 'secrets'} from ${settings.environment} ${settings.paths.join(', ')}` +
        (destinations.length > 0
          ? `; exported to ${destinations.join(', ')}.`
          : '; nothing exported (`export-type: none`).'),
    );
    if (settings.summary) {
      runner.appendSummary(
        renderSummary({
          environment: settings.environment,
          paths: settings.paths,
          entries,
          destinations,
          elapsedMs: now() - started,
        }),
      );
    }
  } catch (error) {
    reportFailure(error, runner);
  }
}

function reportMerge(merged: MergeResult, settings: MainSettings, runner: Runner): void {
  for (const { key, folders, winner } of merged.collisions) {
    runner.warning(
      `\`${key}\` is defined in several folders (${folders.join(', ')}); using the one in ${winner}, the nearest to the requested path.`,
    );
  }
  if (merged.importsDroppedForTags > 0) {
    runner.notice(
      `${merged.importsDroppedForTags} imported ${merged.importsDroppedForTags === 1 ? 'secret was' : 'secrets were'} left out: imported secrets carry no tags, so a \`tags\` filter cannot select them.`,
    );
  }
  for (const path of merged.emptyPaths) {
    const message = `No secrets in environment \`${settings.environment}\` at \`${path}\`. Check \`env-slug\` and \`secret-path\` (the server answers an unknown environment or folder with an empty list)${settings.tags.length > 0 ? ', and `tags`' : ''}.`;
    if (settings.failOnEmpty)
      throw new InputError(`${message} Failing because \`fail-on-empty\` is true.`);
    runner.warning(message);
  }
}

function checkNames(entries: readonly ExportEntry[], settings: MainSettings, runner: Runner): void {
  const toEnv = settings.exportTypes.has('env');
  const clashes = caseClashes(entries);
  if (clashes.length > 0) {
    const list = clashes.map((group) => group.map((name) => `\`${name}\``).join(' / ')).join('; ');
    const windows = runner.env.RUNNER_OS === 'Windows' || process.platform === 'win32';
    const text = `Names that differ only by case: ${list}. On Windows, environment names ignore case and one would overwrite the other; rename one with \`keys\`.`;
    if (windows && toEnv) throw new InputError(text);
    runner.warning(text);
  }
  if (toEnv) {
    const odd = nonShellNames(entries);
    if (odd.length > 0) {
      runner.warning(
        `Exported, but a shell cannot use ${odd.length === 1 ? 'this name' : 'these names'} as ${odd.length === 1 ? 'a variable' : 'variables'}: ${odd.map((n) => `\`${n}\``).join(', ')}. Programs can still read ${odd.length === 1 ? 'it' : 'them'}; rename with \`keys\` (e.g. \`MY_KEY=my-key\`) for use in \`run:\` scripts.`,
      );
    }
    const reserved = reservedEnvNames(entries);
    if (reserved.length > 0) {
      runner.warning(
        `Later steps will not see ${reserved.map((n) => `\`${n}\``).join(', ')} from this action: the runner sets ${reserved.length === 1 ? 'it' : 'them'} itself (or refuses ${reserved.length === 1 ? 'it' : 'them'}). Rename with \`keys\` or \`env-prefix\`.`,
      );
    }
  }
}

function describeDestinations(settings: MainSettings): string[] {
  const out: string[] = [];
  if (settings.exportTypes.has('env')) out.push('the environment');
  if (settings.exportTypes.has('output')) out.push('step outputs');
  if (settings.exportTypes.has('file'))
    out.push(`${settings.file.format} file ${settings.file.displayPath}`);
  return out;
}
