// Reads output the way the Azure Pipelines agent does, so tests see exactly which logging commands
// it would carry out: lines split at CR, LF and CRLF; in each line the first `##vso[`, then
// `area.event props]data` up to the first `]`; properties split at `;`; escapes read back as the
// agent does (`%3B`, `%0D`, `%0A`, `%5D`, then `%AZP25`, which current agents decode by default).
// (The agent's Command.TryParse and CommandStringConvertor.Unescape.)

export interface AzureCommand {
  area: string;
  event: string;
  properties: Record<string, string>;
  data: string;
}

const unescape = (text: string): string =>
  text
    .replace(/%3B/g, ';')
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%5D/g, ']')
    .replace(/%AZP25/g, '%');

/** The commands the agent would carry out for this output, in order. */
export function readAzureOutput(output: string): AzureCommand[] {
  const commands: AzureCommand[] = [];
  for (const line of output.split(/\r\n|\r|\n/)) {
    const prefix = line.indexOf('##vso[');
    if (prefix === -1) continue;
    const end = line.indexOf(']', prefix);
    if (end === -1) continue;
    const info = line.slice(prefix + '##vso['.length, end);
    const space = info.indexOf(' ');
    const name = space === -1 ? info : info.slice(0, space);
    const [area, event, ...extra] = name.split('.').filter(Boolean);
    if (!area || !event || extra.length > 0) continue;
    const properties: Record<string, string> = {};
    if (space !== -1) {
      for (const pair of info.slice(space + 1).split(';')) {
        const eq = pair.indexOf('=');
        if (eq > 0) properties[pair.slice(0, eq)] = unescape(pair.slice(eq + 1));
      }
    }
    commands.push({ area, event, properties, data: unescape(line.slice(end + 1)) });
  }
  return commands;
}
