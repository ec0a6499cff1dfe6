import { useMatches } from 'react-router';
import { z } from 'zod';

/**
 * What a route declares about itself (spec §2: route data): its title key, robots meta and
 * whether the navbar and footer show. The deepest route that says something wins.
 */
export const routeHandleSchema = z.object({
  titleKey: z.string().optional(),
  robots: z.string().optional(),
  navbar: z.boolean().optional(),
  footer: z.boolean().optional(),
  /** The route renders its own <title> (e.g. a product name). */
  ownTitle: z.boolean().optional(),
});
export type RouteHandle = z.infer<typeof routeHandleSchema>;

export function useRouteHandle(): Required<Pick<RouteHandle, 'robots' | 'navbar' | 'footer'>> & RouteHandle {
  const merged: RouteHandle = {};
  for (const match of useMatches()) {
    const parsed = routeHandleSchema.safeParse(match.handle);
    if (parsed.success) Object.assign(merged, parsed.data);
  }
  return { robots: 'index,follow', navbar: true, footer: true, ...merged };
}
