import { convertMoney, formatMoney, type Money } from '@store/contracts/money';
import { useRootData } from '../root.tsx';

/** Formats a price in the shopper's chosen currency, converted with the store's rates. */
export function usePrice() {
  const { language, currency, rates } = useRootData();
  return (money: Money) => formatMoney(convertMoney(money, currency, rates), language);
}
