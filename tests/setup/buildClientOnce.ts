/** Builds the client bundle once into a temporary folder for the route tests, which link to it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClient } from '../../scripts/buildClient.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    clientDir: string;
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'portal-client-'));
  const clientDir = join(root, 'client');
  await buildClient(clientDir);
  project.provide('clientDir', clientDir);
  return () => rm(root, { recursive: true, force: true });
}
