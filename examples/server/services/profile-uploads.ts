/**
 * Uploaded files of the account screens: the profile picture, a shop's logo and banner (public,
 * served by `GET /uploads/{kind}/{file}`) and a shop's tax paper (private: stored, never served).
 *
 * Files live under `$DATA_DIR/uploads/` when the server has a data directory, else in memory (tests).
 * The kind of a file is read from its first bytes, never from the name or the browser's claimed type,
 * and the stored name is random with the extension of the detected kind, so what is served is what
 * was checked.
 *
 * The original has no rule on these files (profile: `UserRepository@update`; shop:
 * `SellerProfileRepository@store`): any upload goes to Intervention Image, so a non-image ends in
 * its exception text, and the only size cap is php.ini's `upload_max_filesize` (2 MB by default).
 * Here: pictures, logos and banners jpeg/png/webp/gif up to 2 MB, the tax paper pdf/jpeg/png up to
 * 5 MB, refused with Laravel's wording (`mimes`, `max`) as a 422 on the field.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type FileKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'pdf';

export const CONTENT_TYPES: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const EXTENSIONS: Record<FileKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', pdf: 'pdf' };
const KIND_OF_EXTENSION: Record<string, FileKind> = { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', pdf: 'pdf' };

export interface UploadRule {
  kinds: FileKind[];
  maxKb: number;
}

export const IMAGE_RULE: UploadRule = { kinds: ['jpeg', 'png', 'webp', 'gif'], maxKb: 2048 };
export const TAX_PAPER_RULE: UploadRule = { kinds: ['pdf', 'jpeg', 'png'], maxKb: 5120 };

/** The kind the bytes say, or null for anything else. */
export function sniff(bytes: Uint8Array): FileKind | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (at: number, text: string) => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  if (ascii(0, '%PDF-')) return 'pdf';
  return null;
}

/** Laravel's attribute name: `tax_paper` → "tax paper". */
const attributeName = (field: string) => field.replace(/_/g, ' ');

export interface CheckedFile {
  kind: FileKind;
  bytes: Uint8Array;
}

/**
 * A posted value checked against a rule: null when nothing was uploaded (the original ignores a
 * non-file value, e.g. the "null" string a form serialiser sends), a message for a refused file.
 */
export async function checkUpload(field: string, value: unknown, rule: UploadRule): Promise<CheckedFile | null | { error: string }> {
  if (!(value instanceof Blob) || value.size === 0) return null;
  const name = attributeName(field);
  if (value.size > rule.maxKb * 1024) return { error: `The ${name} must not be greater than ${rule.maxKb} kilobytes.` };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const kind = sniff(bytes);
  if (!kind || !rule.kinds.includes(kind)) return { error: `The ${name} must be a file of type: ${rule.kinds.join(', ')}.` };
  return { kind, bytes };
}

/** A file that passed validation/uploads.ts's rules, read for storing; null when none was sent. */
export async function readUpload(value: unknown): Promise<CheckedFile | null> {
  if (!(value instanceof Blob) || value.size === 0) return null;
  const bytes = new Uint8Array(await value.arrayBuffer());
  const kind = sniff(bytes);
  if (!kind) throw new Error('readUpload: the file was not validated');
  return { kind, bytes };
}

/** Public kinds are served; `private` is stored only. */
export type UploadFolder = 'users' | 'shops' | 'private';

export interface UploadStore {
  /** Stores the file and returns its path below the uploads root, e.g. `uploads/users/3f…e1.png`. */
  put(folder: UploadFolder, file: CheckedFile): Promise<string>;
  /** A public file by folder and name; null when unknown (or private). */
  get(folder: string, name: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}

const SAFE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif|pdf)$/;
const PUBLIC_FOLDERS = new Set(['users', 'shops']);

function kindOf(name: string): FileKind | null {
  return KIND_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] ?? null;
}

/** Files on disk under `{dataDir}/uploads`, or in memory when `dataDir` is empty. */
export function createUploadStore(dataDir: string): UploadStore {
  const memory = new Map<string, Uint8Array>();
  const root = dataDir ? join(dataDir, 'uploads') : '';
  return {
    async put(folder, file) {
      const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[file.kind]}`;
      const path = `${folder}/${name}`;
      if (root) {
        await mkdir(join(root, folder), { recursive: true });
        await writeFile(join(root, folder, name), file.bytes);
      } else memory.set(path, file.bytes);
      return `uploads/${path}`;
    },
    async get(folder, name) {
      if (!PUBLIC_FOLDERS.has(folder) || !SAFE_NAME.test(name)) return null;
      const kind = kindOf(name);
      if (!kind || kind === 'pdf') return null;
      let bytes: Uint8Array | undefined;
      if (root) {
        try {
          bytes = await readFile(join(root, folder, name));
        } catch {
          return null;
        }
      } else bytes = memory.get(`${folder}/${name}`);
      return bytes ? { bytes, contentType: CONTENT_TYPES[kind] } : null;
    },
  };
}

const stores = new WeakMap<object, UploadStore>();

/** One store per app (keyed by its deps object). */
export function uploadStoreFor(deps: object, dataDir: string): UploadStore {
  let store = stores.get(deps);
  if (!store) {
    store = createUploadStore(dataDir);
    stores.set(deps, store);
  }
  return store;
}

/**
 * The `images` JSON of a user with an uploaded picture, keyed as the original's `_staff_` renditions
 * (storage, original_image, image_40x40, image_128x128, image_20x20). There is no resizing here:
 * every rendition is the uploaded file, which the browser scales.
 */
export function userImages(path: string): Record<string, string> {
  return { storage: 'local', original_image: path, image_40x40: path, image_128x128: path, image_20x20: path };
}

/** The URL of a stored path (`uploads/…`), or null for a value that is not one of ours. */
export function uploadUrl(base: string, path: unknown): string | null {
  return typeof path === 'string' && /^uploads\/(users|shops)\/[a-f0-9]{32}\.(jpg|png|webp|gif)$/.test(path) ? `${base}/${path}` : null;
}
