import { CHOICES } from '../spec/values.js';

/** A name and its value, in the order they are exported. */
export type NamedValue = readonly [name: string, value: string];

/** Where secrets can go (`export-type`'s values but `none`). */
export type ExportType = Exclude<(typeof CHOICES)['export-type'][number], 'none'>;

/** The formats of `file-format` (the spec lists them). */
export const FILE_FORMATS = CHOICES['file-format'];
export type FileFormat = (typeof FILE_FORMATS)[number];

/** A file of one secret's value, byte-exact (`secret-files`). */
export interface SecretFileSetting {
  /** The secret's name on the server (`keys` and `env-prefix` do not apply). */
  readonly key: string;
  readonly path: string;
  readonly displayPath: string;
}

/** What to export where: the settings decide it, `planExport` builds the content. */
export interface ExportOptions {
  readonly exportTypes: ReadonlySet<ExportType>;
  readonly file: {
    readonly path: string;
    readonly displayPath: string;
    readonly format: FileFormat;
  };
  readonly secretFiles?: readonly SecretFileSetting[];
}
