import { VERSION } from '../spec/values.js';

/** Sent with every request: the product and its version. */
export const USER_AGENT = `infisical-secrets-action/${VERSION}`;
