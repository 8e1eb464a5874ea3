import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import { fetchCampaignPage, listKey, type CampaignPage, type CampaignRow } from './campaigns-api';
import { campaignsSlice, selectCampaignList } from './campaigns-slice';

/** The campaign itself rides on its products' answer: kept as the one-row list `campaign:<slug>`. */
function campaignAlsoLoaded(key: string, page: CampaignPage) {
  if (!page.campaign) return null;
  const slug = key.slice(key.indexOf(':') + 1);
  return campaignsSlice.actions.firstPageLoaded({
    key: listKey('campaign', slug),
    page: { items: [page.campaign], page: 1, lastPage: 1, total: 1, perPage: 1, nextPageUrl: null },
  });
}

function* watchCampaigns() {
  yield* watchPagedLists<CampaignRow>({
    actions: campaignsSlice.actions,
    select: selectCampaignList,
    fetchPage: fetchCampaignPage,
    alsoLoaded: (key, page) => campaignAlsoLoaded(key, page as CampaignPage),
  });
}

export const campaignsSagas = { watchCampaigns };
