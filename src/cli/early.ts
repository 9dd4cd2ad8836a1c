/**
 * The tool's connection to the server, opened while the command starts (src/early/): the name
 * lookup and handshakes overlap with reading the options and the project file. The server is
 * the one the options will name, read the way they are read: `--domain`, then INFISICAL_DOMAIN
 * and INFISICAL_API_URL, then the default. A guess that turns out wrong only leaves the
 * connection unused (it is closed when the command ends); help and version open none.
 */
import { connectEarly, type EarlyConnection } from '../early/index.js';
import { CONNECTION_VALUES } from '../spec/values.js';

export function connectForCommand(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): EarlyConnection | undefined {
  const domain = serverFor(argv, env);
  return domain === undefined ? undefined : connectEarly(env, domain);
}

/** The server a command line will connect to; undefined for help, version or no command. */
export function serverFor(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const end = argv.indexOf('--');
  const options = end < 0 ? argv : argv.slice(0, end);
  const [name] = options;
  if (!name || name.startsWith('-') || name === 'help') return undefined;
  if (options.includes('--help') || options.includes('-h')) return undefined;
  let flag: string | undefined;
  options.forEach((arg, index) => {
    if (arg === '--domain') flag = options[index + 1];
    else if (arg.startsWith('--domain=')) flag = arg.slice('--domain='.length);
  });
  return (
    flag ??
    (env.INFISICAL_DOMAIN?.trim() ||
      env.INFISICAL_API_URL?.trim() ||
      CONNECTION_VALUES.domain?.default ||
      '')
  );
}
