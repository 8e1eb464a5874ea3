import { useFeature, useT } from '../../../app/hooks';
import { pagesFeature } from '../pages-feature';
import { useRouteHandle } from '../../../app/route-handle';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** Routes whose screens later issues build: the title inside the shell, and a plain note. */
export default function ComingSoonScreen() {
  useFeature(pagesFeature);
  const t = useT();
  const route = useRouteHandle();
  return (
    <div className="sf-placeholder">
      <ScreenTitle>{t((route?.titleKey ?? route?.headingKey ?? 'home') as TextKey)}</ScreenTitle>
      <p>{t('not_built_yet')}</p>
    </div>
  );
}
