/**
 * `.infisical.json`, the official Infisical CLI's project file: in the working folder or the
 * nearest parent (or the folder `--project-config-dir` names), it gives `export` and `run` the
 * project (`workspaceId`) and the environment (`gitBranchToEnvironmentMapping` for the branch
 * being built, else `defaultEnvironment`) when no flag or variable does.
 *
 * The file is part of the checkout, so it is read as hostile: a regular file only (no symbolic
 * link, FIFO or device), at most 64 KiB, UTF-8 JSON whose fields have the expected shapes, or one
 * clear error naming the file and the field, never quoting its content. It never chooses the
 * server: a file that names another `domain` than the one given is refused, since credentials go
 * wherever the domain points.
 */
import path from 'node:path';
import { lstatSync } from 'node:fs';
import { InputError } from '../errors/input.js';
import { currentBranch, type Branch } from './git-branch.js';
import { readSmallFile, SmallFileError } from '../runner/small-file.js';
import { isUuid } from '../api/ids.js';
import { baseUrlOf } from '../settings/connection.js';

export const PROJECT_FILE = '.infisical.json';

/** The official CLI writes a few hundred bytes; anything this large is not that file. */
export const MAX_PROJECT_FILE_BYTES = 64 * 1024;

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const DEFAULT_DOMAIN = 'https://app.infisical.com';

/** What the file says, checked. */
export interface ProjectFile {
  /** How to name the file in messages: relative to the working folder. */
  readonly display: string;
  readonly workspaceId?: string;
  readonly defaultEnvironment?: string;
  /** Branch name → environment slug. */
  readonly branchEnvironments: ReadonlyMap<string, string>;
  /** The server it names (`domain`), normalised, when it names one. */
  readonly domain?: string;
}

/** The nearest `.infisical.json` from `cwd` up to the root (whatever it is), or undefined. */
export function findProjectFile(cwd: string): string | undefined {
  let dir = path.resolve(cwd);
  for (;;) {
    const file = path.join(dir, PROJECT_FILE);
    try {
      lstatSync(file);
      return file;
    } catch {
      // not here
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Reads and checks the file; an {@link InputError} names the file and what is wrong. */
export function readProjectFile(file: string, cwd: string): ProjectFile {
  const display = path.relative(cwd, file) || PROJECT_FILE;
  const refuse = (what: string): never => {
    throw new InputError(`\`${display}\`${what.startsWith(':') ? '' : ' '}${what}`);
  };
  let bytes: Buffer;
  try {
    bytes = readSmallFile(file, MAX_PROJECT_FILE_BYTES);
  } catch (error) {
    if (!(error instanceof SmallFileError)) throw error;
    switch (error.problem) {
      case 'symlink':
        return refuse(
          'is a symbolic link, which is not followed (a file in the checkout could point anywhere). Replace it with a copy of the file, or name the folder of the real one with `--project-config-dir`.',
        );
      case 'not-a-file':
        return refuse(
          'is not a regular file. Remove it, or name another folder with `--project-config-dir`.',
        );
      case 'too-large':
        return refuse(
          `is larger than ${MAX_PROJECT_FILE_BYTES / 1024} KiB, too large for a project file (the official Infisical CLI writes a few lines). Check what it holds.`,
        );
      default:
        return refuse('could not be read. Check its permissions.');
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse('is not UTF-8 text. It should be JSON such as `{"workspaceId": "…"}`.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // The parser's message quotes the text: never shown.
    return refuse(
      'is not valid JSON. It should look like `{"workspaceId": "…", "defaultEnvironment": "dev"}`.',
    );
  }
  if (!isObject(parsed)) {
    return refuse('must hold one JSON object, such as `{"workspaceId": "…"}`.');
  }
  const field = (name: string): string | undefined => {
    const value = parsed[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') return refuse(`: \`${name}\` must be a string.`);
    return value;
  };
  const workspaceId = field('workspaceId');
  if (workspaceId !== undefined && !isUuid(workspaceId)) {
    refuse(
      ': `workspaceId` must be a project id (a UUID such as `2f012fb9-be49-43ee-a96f-ea89fa65c1f0`).',
    );
  }
  const defaultEnvironment = field('defaultEnvironment');
  if (defaultEnvironment !== undefined && !SLUG.test(defaultEnvironment)) {
    refuse(
      ': `defaultEnvironment` must be an environment slug (letters, digits, `-`, `_`, `.`; up to 64).',
    );
  }
  const branchEnvironments = new Map<string, string>();
  const mapping = parsed.gitBranchToEnvironmentMapping;
  if (mapping !== undefined && mapping !== null) {
    if (!isObject(mapping)) {
      refuse(
        ': `gitBranchToEnvironmentMapping` must be an object of branch names to environment slugs.',
      );
    }
    for (const [branch, environment] of Object.entries(mapping as Record<string, unknown>)) {
      if (environment === null || environment === '') continue;
      if (typeof environment !== 'string' || !SLUG.test(environment)) {
        refuse(
          ': every value of `gitBranchToEnvironmentMapping` must be an environment slug (letters, digits, `-`, `_`, `.`; up to 64).',
        );
      }
      branchEnvironments.set(branch, environment as string);
    }
  }
  const rawDomain = field('domain');
  return {
    display,
    ...(workspaceId !== undefined ? { workspaceId } : {}),
    ...(defaultEnvironment !== undefined ? { defaultEnvironment } : {}),
    branchEnvironments,
    ...(rawDomain !== undefined ? { domain: normalizeDomain(rawDomain) } : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A server address compared without case, trailing slashes or the `/api` ending. */
function normalizeDomain(raw: string): string {
  try {
    return baseUrlOf(new URL(raw.trim())).toLowerCase();
  } catch {
    return raw;
  }
}

/** What the file contributes to `export` and `run`, and what to log about it. */
export interface ProjectDefaults {
  /** Inputs by name: `project-id`, `env-slug`. */
  readonly values: Readonly<Record<string, string>>;
  /** Lines for the log: where the project and environment came from. */
  readonly notes: readonly string[];
  /** When the environment is still missing: what the file said about it. */
  readonly environmentHint?: string;
}

export interface ProjectDefaultsOptions {
  /** An input's value from a flag or a variable (undefined when none gives one). */
  readonly given: (name: string) => string | undefined;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** `--project-config-dir`: read the file there (it must exist) instead of searching. */
  readonly configDir?: string;
  readonly debug?: (message: string) => void;
}

const NONE: ProjectDefaults = { values: {}, notes: [] };

/**
 * The project and environment `.infisical.json` gives where no flag or variable does. Nothing is
 * read when both are given (unless `--project-config-dir` names the file). An {@link InputError}
 * says what is wrong with the file.
 */
export function projectFileDefaults(options: ProjectDefaultsOptions): ProjectDefaults {
  const { given, env, cwd, configDir, debug } = options;
  const needProject = !given('project-id') && !given('project-slug');
  const needEnvironment = !given('env-slug');
  if (!configDir && !needProject && !needEnvironment) return NONE;
  let file: string | undefined;
  if (configDir) {
    file = path.join(path.resolve(cwd, configDir), PROJECT_FILE);
    try {
      lstatSync(file);
    } catch {
      throw new InputError(
        `\`--project-config-dir\`: there is no ${PROJECT_FILE} in \`${path.relative(cwd, path.dirname(file)) || '.'}\`.`,
      );
    }
  } else {
    file = findProjectFile(cwd);
  }
  if (!file) return NONE;
  const project = readProjectFile(file, cwd);
  if (project.domain !== undefined && project.domain !== DEFAULT_DOMAIN && !given('domain')) {
    throw new InputError(
      `\`${project.display}\` names a server (\`domain\`), which this tool never takes from a file in the checkout: the credentials go wherever it points. Pass \`--domain\` or set INFISICAL_DOMAIN (or INFISICAL_API_URL) to the server you mean.`,
    );
  }
  const values: Record<string, string> = {};
  const from: string[] = [];
  if (needProject && project.workspaceId) {
    values['project-id'] = project.workspaceId;
    from.push(`project ${project.workspaceId} (workspaceId)`);
  }
  let environmentHint: string | undefined;
  if (needEnvironment) {
    const branch = project.branchEnvironments.size > 0 ? currentBranch(env, cwd, debug) : undefined;
    const mapped = branch
      ? environmentForBranch(project.branchEnvironments, branch.name)
      : undefined;
    if (branch && mapped) {
      values['env-slug'] = mapped;
      from.push(
        `environment ${mapped} (gitBranchToEnvironmentMapping, branch ${branch.name} from ${branch.from})`,
      );
    } else if (project.defaultEnvironment) {
      values['env-slug'] = project.defaultEnvironment;
      from.push(`environment ${project.defaultEnvironment} (defaultEnvironment)`);
    } else {
      environmentHint = branchHint(project, branch);
    }
  }
  return {
    values,
    notes: from.length > 0 ? [`From ${project.display}: ${from.join(', ')}.`] : [],
    ...(environmentHint ? { environmentHint } : {}),
  };
}

/**
 * The environment mapped to a branch: its full name first, then its last segment, as the
 * official CLI looks it up (`feature/login` → `login`; Jenkins' `origin/main` → `main`).
 */
export function environmentForBranch(
  mapping: ReadonlyMap<string, string>,
  branch: string,
): string | undefined {
  return mapping.get(branch) ?? mapping.get(branch.slice(branch.lastIndexOf('/') + 1));
}

function branchHint(project: ProjectFile, branch: Branch | undefined): string {
  if (project.branchEnvironments.size === 0) {
    return `\`${project.display}\` has no \`defaultEnvironment\``;
  }
  return branch
    ? `\`${project.display}\` maps no environment to the branch ${branch.name} (from ${branch.from}) and has no \`defaultEnvironment\``
    : `\`${project.display}\` maps environments to branches, but no branch was found (neither a CI variable nor .git/HEAD names one), and it has no \`defaultEnvironment\``;
}
