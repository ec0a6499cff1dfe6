import { redirect } from 'react-router';
import { endSession } from '../../../lib/session.server.ts';

/** Spec §2: log out clears the session and goes home. A POST, so no link can sign anyone out. */
export async function action() {
  throw redirect('/', { headers: { 'set-cookie': await endSession() } });
}

export function loader() {
  throw redirect('/');
}
