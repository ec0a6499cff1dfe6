import { useMatches } from 'react-router';

/**
 * What a route declares about itself (spec §2: route data): its title key, robots meta and
 * whether the navbar and footer show. The deepest route that says something wins.
 */
export interface RouteHandle {
  titleKey?: string;
  robots?: string;
  navbar?: boolean;
  footer?: boolean;
  /** The route renders its own <title> (e.g. a product name). */
  ownTitle?: boolean;
}

/*
 * Every route types its `handle` as a RouteHandle, so a check of the field types is enough to
 * read `match.handle` (typed unknown by React Router); this runs on every page, in the browser
 * too, where a schema library would cost more than the pages it checks.
 */
const fieldTypes = { titleKey: 'string', robots: 'string', navbar: 'boolean', footer: 'boolean', ownTitle: 'boolean' } as const satisfies Record<
  keyof RouteHandle,
  'string' | 'boolean'
>;

function isRouteHandle(value: unknown): value is RouteHandle {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(fieldTypes).every(([key, type]) => {
    const field: unknown = Reflect.get(value, key);
    return field === undefined || typeof field === type;
  });
}

export function useRouteHandle(): Required<Pick<RouteHandle, 'robots' | 'navbar' | 'footer'>> & RouteHandle {
  const merged: RouteHandle = {};
  for (const match of useMatches()) {
    if (isRouteHandle(match.handle)) Object.assign(merged, match.handle);
  }
  return { robots: 'index,follow', navbar: true, footer: true, ...merged };
}
