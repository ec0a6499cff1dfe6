import { dialCodeOf, offeredDialCodeCountries } from '@store/contracts/dial-codes';

/** The options of a dial code select: each offered country with its code. */
export function DialCodeOptions() {
  return offeredDialCodeCountries.map((country) => (
    <option key={country} value={dialCodeOf(country)}>
      {country} {dialCodeOf(country)}
    </option>
  ));
}
