// Types for plan.mjs (a plain node module), so its test is type-checked.
export interface Screen {
  name: string;
  caption: string;
}
export interface Viewport {
  width: number;
  height: number;
}
export type Format = 'png' | 'jpeg' | 'webp';
export interface Options {
  out: string;
  only: string[] | null;
  widths: number[] | null;
  langs: string[] | null;
  format: Format;
  quality: number;
  help: boolean;
}
export interface Shot {
  screen: string;
  caption: string;
  lang: string;
  viewport: Viewport;
  file: string;
}
export const SCREENS: Screen[];
export const VIEWPORTS: Viewport[];
export const LANGS: string[];
export const FORMATS: Format[];
export const DEFAULT_OUT: string;
export const DEFAULT_QUALITY: number;
export const USAGE: string;
export function parseArgs(argv: string[]): Options;
export function extension(format: Format): string;
export function fileName(screen: string, width: number, lang: string, format?: Format): string;
export function planShots(options?: Partial<Options>): Shot[];
export function galleryHtml(input: {
  format?: Format;
  present: (file: string) => boolean;
  failures?: Map<string, string>;
  title?: string;
  note?: string;
}): string;
