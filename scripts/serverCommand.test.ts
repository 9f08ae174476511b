/** Every way the server is started runs the bundle with the same node flags (SERVER_NODE_FLAGS). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/projectPaths.ts';
import { SERVER_ENTRY_FILE, SERVER_NODE_FLAGS } from './buildServer.ts';

const bundle = `dist/server/${SERVER_ENTRY_FILE}`;

describe('the server command', () => {
  it('is the same in npm start', () => {
    const { scripts } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toContain(`node ${[...SERVER_NODE_FLAGS, bundle].join(' ')}`);
  });

  it('is the same in the image', () => {
    const dockerfile = readFileSync(join(projectRoot, 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(cmd && (JSON.parse(cmd) as string[])).toEqual(['node', ...SERVER_NODE_FLAGS, bundle]);
  });
});
