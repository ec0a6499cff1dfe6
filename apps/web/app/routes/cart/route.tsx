import { redirect } from 'react-router';

/** `/cart` and `/cart/view` are the same page (spec §2); the view is the one address. */
export function loader() {
  throw redirect('/cart/view');
}

export default function Cart() {
  return null;
}
