import { useId } from 'react';
import { useAppDispatch, useAppSelector, useT } from '../../../app/hooks';
import { isOn, selectActiveCurrency, selectCurrencies, selectCurrencyChanging, selectSettings } from '../../shop/shop-selectors';
import { currencyChangeRequested } from '../../shop/shop-slice';

export function CurrencySwitcher() {
  const t = useT();
  const id = useId();
  const dispatch = useAppDispatch();
  const currencies = useAppSelector(selectCurrencies);
  const active = useAppSelector(selectActiveCurrency);
  const changing = useAppSelector(selectCurrencyChanging);
  const settings = useAppSelector(selectSettings);
  if (currencies.length < 2 || (settings.currency_switcher !== undefined && !isOn(settings.currency_switcher))) return null;
  return (
    <div className="sf-currency">
      <label htmlFor={id} className="sf-visually-hidden">
        {t('currency')}
      </label>
      <select
        id={id}
        value={active.code}
        disabled={changing}
        aria-busy={changing}
        onChange={(event) => dispatch(currencyChangeRequested({ code: event.target.value }))}
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code} ({currency.symbol})
          </option>
        ))}
      </select>
    </div>
  );
}
