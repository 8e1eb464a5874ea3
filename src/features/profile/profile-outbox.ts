/**
 * Files chosen in a form travel from the screen to its saga here, not in the action: actions and
 * state stay plain data (redux's serialisability check), and a File never sits in the store. The
 * action carries the parcel's number; the saga takes the files out once.
 */
export type ParkedFiles = Record<string, File>;

const parcels = new Map<number, ParkedFiles>();
let last = 0;

/** Keeps the chosen files (nulls are left out) and returns the parcel's number. */
export function parkFiles(files: Record<string, File | null | undefined>): number {
  const kept: ParkedFiles = {};
  for (const [name, file] of Object.entries(files)) if (file) kept[name] = file;
  last += 1;
  parcels.set(last, kept);
  return last;
}

/** The parcel's files; it and any older parcel (a dropped double submit's) are forgotten. */
export function takeFiles(id: number): ParkedFiles {
  const files = parcels.get(id) ?? {};
  for (const key of [...parcels.keys()]) if (key <= id) parcels.delete(key);
  return files;
}
