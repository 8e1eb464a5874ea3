import type { WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createPagedListsSlice, type PagedList } from '../../lib/paging/paged-lists';
import type { ProductCard, ShopCard } from '../../types/catalogue';
import { listKey, type CampaignBrand, type CampaignInfo, type CampaignRow, type CampaignTile } from './campaigns-api';

/** Every campaign list side by side, keyed (see campaigns-api.ts), so tabs and slugs keep what was loaded. */
const lists = createPagedListsSlice<CampaignRow, 'campaigns'>('campaigns');
export const campaignsSlice = lists.slice;

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof campaignsSlice> {}
}

export const { requested: campaignListRequested, moreRequested: moreCampaignListRequested } = campaignsSlice.actions;

export const selectCampaignList = (state: RootState, key: string) => lists.selectList(state.campaigns, key);

/** The list under `key`, typed by what that key holds. */
const typed =
  <T extends CampaignRow>(kind: 'all' | 'products' | 'brands' | 'shops') =>
  (state: RootState, slug = ''): PagedList<T> | null =>
    lists.selectList(state.campaigns, listKey(kind, slug)) as PagedList<T> | null;

export const selectAllCampaigns = typed<CampaignTile>('all');
export const selectCampaignProducts = typed<ProductCard>('products');
export const selectCampaignBrands = typed<CampaignBrand>('brands');
export const selectCampaignShops = typed<ShopCard>('shops');

export const selectCampaign = (state: RootState, slug: string): CampaignInfo | null =>
  (lists.selectList(state.campaigns, listKey('campaign', slug))?.items[0] as CampaignInfo | undefined) ?? null;
