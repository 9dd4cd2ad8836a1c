import type { InputSpec } from './types.js';

/**
 * `if-exists`, `if-missing` and `created`, written once for every sub-action that creates or
 * deletes: each passes what "exists" means for its resource.
 */

/** `if-exists` of a create; `what` is the resource that may exist, e.g. "a tag with this `tag-slug`". */
export function ifExists(what: string): InputSpec {
  return {
    description: `What \`create\` does when ${what} exists already: \`fail\` (the step fails) or \`skip\` (the existing one is used: its outputs are set as a create sets them, with \`created\` = \`false\`), so that a re-run succeeds.`,
    default: 'fail',
  };
}

/** `if-missing` of a delete; `what` is the resource that may be missing. */
export function ifMissing(what: string): InputSpec {
  return {
    description: `What \`delete\` does when ${what} does not exist: \`fail\` (the step fails) or \`skip\` (a notice, and the step succeeds without outputs), so that a re-run succeeds. Only the API's own not-found counts; a 404 page from a proxy or a wrong \`domain\` fails the step.`,
    default: 'fail',
  };
}

/** The `created` output; `what` is the resource, e.g. "the tag". */
export function created(what: string): string {
  return `\`true\` when this step created ${what}, \`false\` when it existed and \`if-exists: skip\` used it (\`create\`).`;
}
