import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { useDate } from '../../../app/use-date';
import { paths } from '../../../lib/links/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { LoadMore } from '../../../components/LoadMore';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { listKey } from '../campaigns-api';
import { campaignsFeature } from '../campaigns-feature';
import { campaignListRequested, moreCampaignListRequested, selectAllCampaigns } from '../campaigns-slice';
import '../campaigns.css';

const ALL = listKey('all');
/** Tiles in the first screenful load at once; the rest as they near the viewport. */
const EAGER_TILES = 3;

/**
 * `/campaigns` (the original's all_campaign.vue): the running campaigns as tiles (picture, title,
 * short description, and the date line only when both dates are set), each linking to its page.
 * Further pages are appended as the shopper scrolls ("Load more" as the keyboard way), without
 * repeating a campaign already shown. Page 1 is read afresh on each visit.
 */
export default function CampaignsScreen() {
  useFeature(campaignsFeature);
  const t = useT();
  const date = useDate();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectAllCampaigns(state));

  useEffect(() => {
    dispatch(campaignListRequested({ key: ALL }));
  }, [dispatch]);

  const items = list?.items ?? [];
  let body;
  if (list?.status === 'failed' && items.length === 0) {
    body = <ErrorPanel message={list.error ?? undefined} onRetry={() => dispatch(campaignListRequested({ key: ALL }))} />;
  } else if (list?.status === 'succeeded' && items.length === 0) {
    body = <p className="sf-empty">{t('no_campaign_founds')}</p>;
  } else {
    body = (
      <>
        <ul className="sf-campaign-grid" aria-label={t('All Campaign')}>
          {items.map((campaign, index) => {
            const title = campaign.title || campaign.slug;
            return (
              <li key={campaign.id}>
                <Link className="sf-campaign-tile" to={paths.campaign({ slug: campaign.slug })}>
                  <img src={campaign.image_374x374} alt="" width={374} height={374} loading={index < EAGER_TILES ? undefined : 'lazy'} />
                  <h2 className="sf-campaign-tile__title">{title}</h2>
                </Link>
                {campaign.short_description && <p className="sf-campaign-tile__text">{campaign.short_description}</p>}
                {campaign.campaign_start_date && campaign.campaign_end_date && (
                  <p className="sf-campaign-tile__dates">
                    {t('campaign_dates', { start: date(campaign.campaign_start_date), end: date(campaign.campaign_end_date) })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <LoadMore list={list} onMore={() => dispatch(moreCampaignListRequested({ key: ALL }))} />
      </>
    );
  }

  return (
    <section className="sf-campaigns" aria-busy={list?.status === 'loading' || undefined}>
      <ScreenTitle>{t('All Campaign')}</ScreenTitle>
      <p className="sf-visually-hidden" role="status">
        {list?.status === 'loading' && items.length === 0 ? t('loading') : ''}
      </p>
      {body}
    </section>
  );
}
