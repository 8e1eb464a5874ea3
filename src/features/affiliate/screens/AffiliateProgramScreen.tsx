import { Link } from 'react-router-dom';
import { useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { SafeHtml } from '../../../components/SafeHtml';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { selectSettings } from '../../shop/shop-selectors';
import { affiliateFeature } from '../affiliate-feature';
import { selectAffiliateOffered, selectReferralCode } from '../affiliate-selectors';
import { Unavailable } from '../components/Unavailable';
import '../affiliate.css';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * `/affiliate-program` (1.6.7 resources/js/components/frontend/pages/affiliate_users/affiliate_program.vue): the shop's banner, a sign-up link and the
 * "Affiliate Agreement" (the shop's terms, server HTML, only through the sanitiser). It asks the
 * server nothing: everything is in the page's settings. A signed-in affiliate is sent on to their
 * links instead of the sign-up. Without the add-on the page says the store has no programme.
 */
export default function AffiliateProgramScreen() {
  useFeature(affiliateFeature);
  const t = useT();
  const settings = useAppSelector(selectSettings);
  const offered = useAppSelector(selectAffiliateOffered);
  const code = useAppSelector(selectReferralCode);
  const banner = text(settings.affiliate_program_banner);
  const terms = text(settings.affiliate_terms_condition);

  return (
    <div className="sf-affiliate sf-affiliate-program">
      <ScreenTitle>{t('affiliate_program')}</ScreenTitle>
      {!offered ? (
        <Unavailable reason="not-offered" />
      ) : (
        <>
          {banner && <img className="sf-affiliate-program__banner" src={banner} alt="" width={1920} height={412} />}
          <p className="sf-affiliate-program__intro">{t('affiliate_intro')}</p>
          <p>
            {code ? (
              <Link className="sf-button sf-button--primary" to={paths.affiliateSystem()}>
                {t('affiliate_go_to_links')}
              </Link>
            ) : (
              <Link className="sf-button sf-button--primary" to={paths.affiliateRegister()}>
                {t('affiliate_sign_up')}
              </Link>
            )}
          </p>
          {terms && (
            <section className="sf-affiliate-program__terms" aria-labelledby="sf-affiliate-terms">
              <h2 id="sf-affiliate-terms">{t('affiliate_agreement')}</h2>
              <SafeHtml html={terms} className="sf-affiliate-program__terms-text" />
            </section>
          )}
        </>
      )}
    </div>
  );
}
