import { ACTION_WORDING, say, toWords, type Text, type Words } from './words.js';

/**
 * A wrong or conflicting input. Its message names the input and says how to fix it: `words`
 * for each adapter to write in its own language, `message` in the action's.
 */
export class InputError extends Error {
  readonly words: Words;

  constructor(text: Text) {
    super(say(text, ACTION_WORDING));
    this.name = 'InputError';
    this.words = toWords(text);
  }
}
