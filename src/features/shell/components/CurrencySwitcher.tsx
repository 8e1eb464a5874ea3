import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Picker } from '../../../components/Picker';
import { isOn, selectActiveCurrency, selectCurrencies, selectCurrencyChanging, selectSettings } from '../../shop/shop-selectors';
import { currencyChangeRequested } from '../../shop/shop-slice';
import type { Currency } from '../../../types/shop';

// Code and symbol as the shop's data, each its own text ("USD ($)").
const named = (currency: Currency) => (
  <>
    {currency.code} ({currency.symbol})
  </>
);

/** The currency switcher: the shop's currencies as a picker (components/Picker.tsx), not a native select. */
export function CurrencySwitcher() {
  const t = useT();
  const dispatch = useAppDispatch();
  const currencies = useAppSelector(selectCurrencies);
  const active = useAppSelector(selectActiveCurrency);
  const changing = useAppSelector(selectCurrencyChanging);
  const settings = useAppSelector(selectSettings);
  if (currencies.length < 2 || (settings.currency_switcher !== undefined && !isOn(settings.currency_switcher))) return null;
  return (
    <Picker
      name="sf-currency"
      label={t('currency')}
      current={active.code}
      shown={named(active)}
      options={currencies.map((currency) => ({ value: currency.code ?? '', content: named(currency) }))}
      busy={changing}
      onChoose={(code) => dispatch(currencyChangeRequested({ code }))}
    />
  );
}
