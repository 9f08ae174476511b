/**
 * Above a page of a version readers do not land on, as Docusaurus shows it: the version is
 * unreleased (newer than the latest) or no longer maintained (older), with a link to the same page
 * in the latest version (its first page when it lacks this one). And the "Version: …" badge.
 */
import { siteConfig } from '../../shared/site-config.ts';
import type { DocPageData } from '../../shared/types.ts';
import { PageAnchor } from './PageAnchor.tsx';

const fill = (text: string, version: string) => text.replace('{title}', siteConfig.title).replace('{version}', version);

export function VersionBanner({ page }: { page: DocPageData }) {
  const version = page.docsVersions.find(({ name }) => name === page.version);
  const latest = version && page.docsVersions.find((other) => other.instance === version.instance && other.isLast);
  const latestPath = latest && page.versionLinks.find(({ name }) => name === latest.name)?.path;
  const { versionBanner } = siteConfig.labels;
  return (
    <>
      {version?.banner && latestPath && (
        <div className="version-banner admonition admonition--caution" role="note">
          <p>{fill(versionBanner[version.banner], version.label)}</p>
          <p>
            {versionBanner.latest}{' '}
            <PageAnchor to={latestPath}>
              <strong>{versionBanner.latestLink}</strong>
            </PageAnchor>{' '}
            ({latest.label}).
          </p>
        </div>
      )}
      {version?.badge && <span className="version-badge">{fill(siteConfig.labels.versionBadge, version.label)}</span>}
    </>
  );
}
