import { useT } from '../lib/hooks/shared-hooks';
import { isServerFaultText } from '../lib/http/api-error';

/**
 * A backend's message shown in a screen: its own sentence ("Coupon expired"), or a plain one from
 * the language file when it is a crash's SQL or PHP text (reportError logs that to the console).
 */
export function ServerMessage({ text }: { text: string }) {
  const t = useT();
  return <>{isServerFaultText(text) ? t('something_went_wrong') : text}</>;
}
