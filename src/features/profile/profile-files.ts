/**
 * What the account forms accept as files, checked before upload (the backend checks again, by the
 * file's bytes): pictures, logos and banners JPEG/PNG/WebP/GIF up to 2 MB, the tax paper PDF, JPEG
 * or PNG up to 5 MB.
 */
export interface FileRule {
  types: readonly string[];
  maxBytes: number;
  /** The `accept` attribute of the input. */
  accept: string;
}

const MB = 1024 * 1024;

export const IMAGE_FILE: FileRule = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  maxBytes: 2 * MB,
  accept: 'image/jpeg,image/png,image/webp,image/gif',
};

export const TAX_PAPER_FILE: FileRule = {
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: 5 * MB,
  accept: 'application/pdf,image/jpeg,image/png',
};

/** A chosen file (by its shape: a File from another realm, an iframe's say, is still one). */
export function isFile(value: unknown): value is File {
  return (
    typeof value === 'object' && value !== null && typeof (value as Blob).size === 'number' && typeof (value as Blob).type === 'string'
  );
}

/** Why the file is refused, or null when it fits (or none was chosen). */
export function fileProblem(file: unknown, rule: FileRule): 'type' | 'size' | null {
  if (!isFile(file)) return null;
  if (!rule.types.includes(file.type)) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}
