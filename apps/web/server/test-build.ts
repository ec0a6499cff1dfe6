import type { ServerBuild } from 'react-router';
import { createRequestContext } from '../app/lib/request-context.server.ts';

type EntryRender = ServerBuild['entry']['module']['default'];
type RouteModules = ServerBuild['routes'];

const noComponent = () => null;

/**
 * A React Router server build for page-server tests: the real request context, an entry that
 * answers as `render` says, and a root route with the given child routes.
 */
export function testBuild(render: EntryRender, routes: RouteModules = {}): ServerBuild {
  const entryModule: ServerBuild['entry']['module'] & { createRequestContext: typeof createRequestContext } = { default: render, createRequestContext };
  return {
    entry: { module: entryModule },
    routes: { root: { id: 'root', path: '', module: { default: noComponent } }, ...routes },
    assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: 'test' },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  };
}

/** What the page server hands every request's context, in tests. */
export const testServerValues = { apiFetch: fetch, contentToken: 'test', publicOrigin: 'http://localhost:3000' };
