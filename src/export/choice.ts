/** How a format choice is written in messages: `file-format: json` (the action), `--format json` (the tool). */
export function formatChoice(option: string, format: string): string {
  return option.startsWith('-') ? `${option} ${format}` : `${option}: ${format}`;
}
