/** Navbar dropdown of the docs versions: on a doc page it leads to the same page in each version. */
import { useCallback, useRef, useState } from 'react';
import { PageAnchor } from './PageAnchor.tsx';
import type { PageData } from '../../shared/types.ts';
import { DEFAULT_INSTANCE, versionsOfInstance } from '../../shared/docsVersionList.ts';
import { preferredVersion, rememberPreferredVersion } from '../versions/preferredVersion.ts';
import { usePreferredVersionName } from '../versions/usePreferredVersion.ts';
import { useCloseOnOutside } from './useCloseOnOutside.ts';

export const VERSION_MENU_ID = 'portal-version-menu';

export function VersionDropdown({ page }: { page: PageData }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const chosen = usePreferredVersionName();
  const links =
    page.kind === 'doc'
      ? page.versionLinks
      : versionsOfInstance(page.docsVersions, DEFAULT_INSTANCE).map(({ name, label, homePath }) => ({
          name,
          label,
          path: homePath,
        }));
  const shownName = page.kind === 'doc' ? page.version : preferredVersion(page.docsVersions, chosen)?.name;
  const shown = links.find((link) => link.name === shownName) ?? links[0];

  useCloseOnOutside(
    open,
    root,
    useCallback(() => setOpen(false), []),
  );

  if (!shown) return null;
  return (
    <div className="version-dropdown" ref={root}>
      <button
        type="button"
        className="version-dropdown__button"
        aria-expanded={open}
        aria-controls={VERSION_MENU_ID}
        aria-label={`Docs version: ${shown.label}`}
        onClick={() => setOpen((value) => !value)}
      >
        {shown.label}
      </button>
      {open && (
        <ul id={VERSION_MENU_ID} className="version-dropdown__menu">
          {links.map((link) => (
            <li key={link.name}>
              <PageAnchor
                to={link.path}
                aria-current={link.name === shown.name ? 'true' : undefined}
                onClick={() => {
                  rememberPreferredVersion(link.name);
                  setOpen(false);
                }}
              >
                {link.label}
              </PageAnchor>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
