/** The form of every id the API gives (projects, environments, folders, identities...): a UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` has the form of an API id (a UUID, any letter case). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
