/**
 * The review form's photo travels from the form to the saga here, not in the action: actions and
 * state stay plain data (redux's serialisability check) and a File never sits in the store. The
 * action carries the parcel's number; the saga takes the file out once.
 */
const parcels = new Map<number, File>();
let last = 0;

/** Keeps the file (if any) and returns the parcel's number (0: no file). */
export function parkPhoto(file: File | null): number {
  if (!file) return 0;
  last += 1;
  parcels.set(last, file);
  return last;
}

/** The parcel's file; it and any older parcel (a dropped double submit's) are forgotten. */
export function takePhoto(id: number): File | null {
  const file = parcels.get(id) ?? null;
  for (const key of [...parcels.keys()]) if (key <= id) parcels.delete(key);
  return file;
}
