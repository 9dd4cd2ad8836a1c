import { ref, type Words } from '../errors/words.js';

/**
 * A format choice in messages, as a reference to the input that chooses it: each adapter writes
 * it its own way (`file-format: json` in the action, `--format json` in the tool).
 */
export function formatChoice(format: string): Words {
  return ref('file-format', format);
}
