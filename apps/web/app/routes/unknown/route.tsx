import { redirect } from 'react-router';

/** Any path no route knows goes to /404 (spec §2). */
export function loader() {
  throw redirect('/404');
}

export default function Unknown() {
  return null;
}
