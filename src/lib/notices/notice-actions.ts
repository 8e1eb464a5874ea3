import { createAction } from '@reduxjs/toolkit';

/** Notice levels notistack shows; anything else the backend sends is shown as info. */
export type NoticeType = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  type: NoticeType;
  message: string;
  /** A translated title shown before the message (e.g. the word for "Error"). */
  title?: string;
}

export function noticeTypeOf(value: unknown): NoticeType {
  return value === 'success' || value === 'error' || value === 'warning' ? value : 'info';
}

export const noticeRequested = createAction<Notice>('notices/requested');
