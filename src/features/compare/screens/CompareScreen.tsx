import { useFeature, useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

import { comparePageFeature } from '../compare-feature';

/** Being built (issue 10). */
export default function CompareScreen() {
  useFeature(comparePageFeature);
  const t = useT();
  return (
    <>
      <ScreenTitle>{t('compare_list')}</ScreenTitle>
    </>
  );
}
