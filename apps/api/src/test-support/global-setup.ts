import type { TestProject } from 'vitest/node';
import { createSeededTemplate } from './seeded-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: { kind: 'pglite' | 'postgres'; source: string; mediaDir: string };
  }
}

/** Seeds the run's template database once, before any API test file starts. */
export default async function setup(project: TestProject) {
  const kind = project.name === 'api-postgres' ? 'postgres' : 'pglite';
  const template = await createSeededTemplate(kind);
  project.provide('seededTemplate', { kind: template.kind, source: template.source, mediaDir: template.mediaDir });
  return () => template.cleanup();
}
