/** Whether prefetching is welcome on this connection (Docusaurus's rule: not on 2g, not with Save-Data). */

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function prefetchAllowed(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
