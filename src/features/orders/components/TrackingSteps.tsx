import { useT } from '../../../lib/hooks/shared-hooks';
import type { TextKey } from '../../../lib/i18n/text-catalog';

const ORDER = ['pending', 'confirm', 'picked_up', 'on_the_way', 'delivered'];

/**
 * The original's four steps (after-track-order.vue): placed always; confirmed from "confirm";
 * processing for picked up and on the way; delivered. A canceled order marks every step canceled
 * and says so. The current step carries aria-current="step".
 */
export function TrackingSteps({ status }: { status: string }) {
  const t = useT();
  const canceled = status === 'canceled';
  const index = Math.max(0, ORDER.indexOf(status === 'confirmed' ? 'confirm' : status));
  const steps: Array<{ key: TextKey; done: boolean }> = [
    { key: 'order_placed', done: true },
    { key: 'order_confirmed', done: index >= 1 },
    { key: 'order_processing', done: index >= 2 },
    { key: 'delivered', done: index === 4 },
  ];
  const current = canceled ? -1 : steps.reduce((last, step, i) => (step.done ? i : last), 0);
  return (
    <>
      {canceled && (
        <p className="sf-steps__canceled" role="status">
          {t('order_canceled_state')}
        </p>
      )}
      <ol className={`sf-steps${canceled ? ' is-canceled' : ''}`} aria-label={t('order_steps')}>
        {steps.map((step, i) => (
          <li
            key={step.key}
            className={`sf-steps__step${step.done && !canceled ? ' is-done' : ''}`}
            aria-current={i === current ? 'step' : undefined}
          >
            {t(step.key)}
          </li>
        ))}
      </ol>
    </>
  );
}
