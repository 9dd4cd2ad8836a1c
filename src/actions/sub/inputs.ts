import { InputError } from '../../settings/errors.js';
import { requiredInput, type ReadInput } from '../../settings/parse.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A required id. The server answers a malformed id with a bare 500 "Something went wrong", so a
 * value that is not a UUID is refused here, where the message can name the input.
 */
export function idInput(read: ReadInput, name: string, why: string): string {
  const value = requiredInput(read, name, why);
  if (!UUID.test(value)) {
    throw new InputError(
      `Input \`${name}\` must be an id in UUID form (such as \`2f012fb9-be49-43ee-a96f-ea89fa65c1f0\`), not \`${value}\`.`,
    );
  }
  return value;
}

/** An optional slug (lowercase letters and digits, single dashes between them), or undefined when empty. */
export function slugInput(read: ReadInput, name: string): string | undefined {
  const value = read(name);
  if (value === '') return undefined;
  if (!SLUG.test(value)) {
    throw new InputError(
      `Input \`${name}\` must be lowercase letters and digits with single dashes between them (such as \`my-app-2\`), not \`${value}\`.`,
    );
  }
  return value;
}
