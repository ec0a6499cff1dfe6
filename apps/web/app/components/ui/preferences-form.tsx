import type { ComponentProps } from 'react';
import { Form, useLocation } from 'react-router';

/** The page to come back to after a preference change, minus the query values it replaces. */
export function preferencesRedirectTarget(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  params.delete('currency');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * A form posting a language and/or currency choice to /preferences, which stores it and
 * returns to the current page. A plain POST form, so it works before and without
 * JavaScript; with it, React Router submits it without a full reload.
 */
export function PreferencesForm({ children, ...props }: Omit<ComponentProps<typeof Form>, 'method' | 'action'>) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/preferences" preventScrollReset {...props}>
      <input type="hidden" name="redirectTo" value={preferencesRedirectTarget(pathname, search)} />
      {children}
    </Form>
  );
}
