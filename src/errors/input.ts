/** A wrong or conflicting input. Its message names the input and says how to fix it. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}
