import type { RootState } from '../../app/store';

/**
 * The header's unseen count as shown: "3", or "15+" when every loaded row is unseen and more rows
 * exist (the original has no count endpoint, so the loaded rows are all that is known), or null
 * when nothing is unseen or nothing is loaded (the slice arrives lazily). A string, so the bell
 * re-renders only when it changes. In the home load: type-only imports, nothing of the list.
 */
export const selectUnseenBadge = (state: RootState): string | null => {
  const list = state.notifications?.rows.all;
  if (list?.status !== 'succeeded') return null;
  const unseen = list.items.filter((item) => item.unseen).length;
  const count = unseen + (state.notifications?.core.liveExtra ?? 0);
  if (!count) return null;
  return unseen && unseen === list.items.length && list.items.length < (list.total ?? 0) ? `${count}+` : `${count}`;
};
