/**
 * The tool's connection to the server, opened while the command starts (src/early/): the name
 * lookup and handshakes overlap with reading the options and the project file. The server is
 * the one the options will name, read the way they are read: `--domain`, then INFISICAL_DOMAIN
 * and INFISICAL_API_URL, then the default. A guess that turns out wrong only leaves the
 * connection unused (it is closed when the command ends); help, version and a command line the
 * options refuse open none.
 */
import { TOOL_SUB_ACTIONS } from '../spec/names.js';
import { CONNECTION_VALUES } from '../spec/values.js';

/** The commands that connect to the server. */
const CONNECTING = new Set<string>(['export', 'run', ...TOOL_SUB_ACTIONS]);

/**
 * The server a command line will connect to; undefined for help, version, a command that does not
 * connect or does not exist, or a `--domain` the options refuse (no value, or given twice).
 */
export function serverFor(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const end = argv.indexOf('--');
  const options = end < 0 ? argv : argv.slice(0, end);
  const [name] = options;
  if (name === undefined || !CONNECTING.has(name)) return undefined;
  if (options.includes('--help') || options.includes('-h')) return undefined;
  const flags: string[] = [];
  for (let i = 1; i < options.length; i++) {
    const arg = options[i] ?? '';
    if (arg.startsWith('--domain=')) flags.push(arg.slice('--domain='.length));
    else if (arg === '--domain') {
      const value = options[++i];
      if (value === undefined || value.startsWith('-')) return undefined;
      flags.push(value);
    }
  }
  if (flags.length > 1) return undefined;
  // A blank value counts as not given, as the option reader has it.
  return (
    flags[0]?.trim() ||
    env.INFISICAL_DOMAIN?.trim() ||
    env.INFISICAL_API_URL?.trim() ||
    CONNECTION_VALUES.domain?.default ||
    ''
  );
}
