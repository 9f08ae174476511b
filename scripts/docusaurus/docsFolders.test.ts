import { describe, expect, it } from 'vitest';
import { docsFolders, leaveOutUnknownVersions } from './docsFolders.ts';
import { docsPluginInstances } from './docsPluginOptions.ts';

describe('leaveOutUnknownVersions', () => {
  it('leaves out the version options naming versions the checkout lacks, and names each', () => {
    const config = {
      presets: [
        [
          'classic',
          {
            docs: {
              lastVersion: 'v4',
              onlyIncludeVersions: ['current', 'v4', 'v3'],
              versions: { current: { label: 'Stable' }, v4: { label: 'Legacy' }, v3: { label: 'Older' } },
            },
          },
        ],
      ],
    };
    const folders = docsFolders(docsPluginInstances(config, '/site'));
    const notes = leaveOutUnknownVersions(folders, () => ['v3']);
    expect(folders[0]?.options.versioning).toEqual({
      onlyIncludeVersions: ['current', 'v3'],
      versions: { current: { label: 'Stable' }, v3: { label: 'Older' } },
    });
    expect(notes).toEqual([
      'docs plugin "default": versions.v4: not a version of this checkout (versions.json lists v3)',
      'docs plugin "default": onlyIncludeVersions v4: not versions of this checkout',
      'docs plugin "default": lastVersion v4: not a version of this checkout',
    ]);
  });

  it('changes nothing when every version is there', () => {
    const config = { presets: [['classic', { docs: { lastVersion: 'current', versions: { v1: { label: 'One' } } } }]] };
    const folders = docsFolders(docsPluginInstances(config, '/site'));
    expect(leaveOutUnknownVersions(folders, () => ['v1'])).toEqual([]);
    expect(folders[0]?.options.versioning).toEqual({ lastVersion: 'current', versions: { v1: { label: 'One' } } });
  });
});
