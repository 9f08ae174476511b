/** `npm run build`, `npm start`, the tests and the bench run the build one way (BUILD_NODE_ARGS). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/projectPaths.ts';
import { BUILD_NODE_ARGS, IMPORT_NODE_ARGS } from './buildCommand.ts';

const { scripts } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const command = `node ${BUILD_NODE_ARGS.join(' ')}`;

describe('the build command', () => {
  it('is npm run build', () => {
    expect(scripts.build).toBe(command);
  });

  it('is what npm start runs before it serves, building only what is stale', () => {
    expect(scripts.start?.startsWith(`${command} --if-stale && `)).toBe(true);
  });
});

describe('the import command', () => {
  it('is npm run import:docusaurus', () => {
    expect(scripts['import:docusaurus']).toBe(`node ${IMPORT_NODE_ARGS.join(' ')}`);
  });
});
