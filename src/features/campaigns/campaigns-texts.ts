import { COUNTDOWN_TEXTS } from '../../components/countdown-texts';

/**
 * The campaign screens' texts, under the original's keys (all_campaign.vue, campaign_details.vue:
 * `products`, `brands`, `shops`, `no_data_found`, `no_campaign_founds`), ours otherwise.
 */
export const CAMPAIGNS_TEXTS = {
  ...COUNTDOWN_TEXTS,
  products: 'Products',
  brands: 'Brands',
  shops: 'Shops',
  no_data_found: 'No Data Found',
  no_campaign_founds: 'No Campaign Founds',
  campaign_dates: ':start – :end',
  campaign_sections: 'Campaign sections',
} as const;

type CampaignsTexts = typeof CAMPAIGNS_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CampaignsTexts {}
}
