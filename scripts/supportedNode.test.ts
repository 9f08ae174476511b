/**
 * The supported Node is named in several files that different tools read: `.nvmrc` (people,
 * version managers and .ci/supported-node.sh, which CI runs the tests on), package.json's
 * `engines` (npm), the Dockerfile's images, and the esbuild targets of the bundles. They must
 * name one major version, or the image runs another runtime than the one the tests ran on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/projectPaths.ts';

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
const supportedMajor = read('.nvmrc').trim().replace(/^v/, '');

describe('the supported Node', () => {
  it('is one LTS major version in .nvmrc (even majors are the LTS lines)', () => {
    expect(supportedMajor).toMatch(/^\d+$/);
    expect(Number(supportedMajor) % 2).toBe(0);
    expect(Number(supportedMajor)).toBeGreaterThanOrEqual(24);
  });

  it('is what package.json requires', () => {
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(engines.node).toBe(`>=${supportedMajor}`);
  });

  it('is the image of every Dockerfile stage', () => {
    const images = [...read('Dockerfile').matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) expect(image).toMatch(new RegExp(`^node:${supportedMajor}-`));
  });

  it('is the target of both esbuild bundles of server code', () => {
    for (const file of ['scripts/buildServer.ts', 'scripts/runBundled.mjs']) {
      const targets = [...read(file).matchAll(/target: '(node[^']*)'/g)].map((match) => match[1]);
      expect(targets, file).toEqual([`node${supportedMajor}`]);
    }
  });

  it('is at most the Node these tests run on (.ci/run puts it first on PATH)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(Number(supportedMajor));
  });
});
