import { useEffect, useRef, type ReactNode } from 'react';
import { useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScreenTitle } from '../../../components/ScreenTitle';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { AccountPage } from '../../account';
import { affiliateFeature } from '../affiliate-feature';
import { selectAffiliateOffered, selectReferralCode } from '../affiliate-selectors';
import { Unavailable } from './Unavailable';

/**
 * What the affiliate's own screens (links, dashboard, payouts) share: the feature, whether the shop
 * offers the programme and the user is in it, and their first request, sent once per visit and
 * only for an affiliate (StrictMode's second effect run must not restart it: the paging kit
 * cancels and repeats a running first page on a new request).
 */
export function useAffiliateAccess(firstRequest: () => void): { offered: boolean; code: string | null } {
  useFeature(affiliateFeature);
  const offered = useAppSelector(selectAffiliateOffered);
  const code = useAppSelector(selectReferralCode);
  // A refreshed user (home/check-auth) may bring another code: the links change, the request stays.
  const hasCode = code !== null;
  const request = useRef(firstRequest);
  useEffect(() => {
    request.current = firstRequest;
  });
  const asked = useRef(false);
  useEffect(() => {
    if (!hasCode || asked.current) return;
    asked.current = true;
    request.current();
  }, [hasCode]);
  return { offered, code };
}

export interface AffiliateGate {
  /** The shop offers the programme: the add-on is on and the backend did not answer 404 or HTML. */
  offered: boolean;
  code: string | null;
  /** Nothing to show and the request failed: the server's refusal (shown as it came), or '' for a fault. */
  failure: string | null;
  loading: boolean;
  onRetry: () => void;
}

/** An affiliate screen: its title, then what stands in the way (no programme, not an affiliate, a fault, loading) or its content. */
export function AffiliatePage({
  titleKey,
  gate,
  children,
}: {
  titleKey: TextKey;
  gate: AffiliateGate;
  children: (code: string) => ReactNode;
}) {
  const t = useT();
  let body: ReactNode;
  if (!gate.offered) body = <Unavailable reason="not-offered" />;
  else if (gate.code === null) body = <Unavailable reason="not-member" />;
  else if (gate.failure) body = <Unavailable reason="not-member" message={gate.failure} />;
  else if (gate.failure === '') body = <ErrorPanel onRetry={gate.onRetry} />;
  else if (gate.loading)
    body = (
      <p className="sf-hint" role="status">
        {t('loading')}
      </p>
    );
  else body = children(gate.code);
  return (
    <AccountPage>
      <div className="sf-affiliate">
        <ScreenTitle>{t(titleKey)}</ScreenTitle>
        {body}
      </div>
    </AccountPage>
  );
}
