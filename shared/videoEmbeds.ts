/**
 * The hosts whose pages a docs page may show in an `<iframe>`: the site's `embeds.allowedHosts`
 * (site.config.json), by default the video players below. The build refuses an iframe of any other
 * host, and the Content-Security-Policy's frame-src allows only these (server/http/security.ts).
 */
export const VIDEO_EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.loom.com'];

/** The hosts a site allows: its `embeds.allowedHosts`, else the video players. */
export function allowedEmbedHosts(settings: { embeds?: { allowedHosts: string[] } | undefined }): string[] {
  return settings.embeds?.allowedHosts ?? VIDEO_EMBED_HOSTS;
}

/** The CSP frame-src sources of `hosts`: `https://codesandbox.io`, `https://*.example.com`. */
export function frameSources(hosts: readonly string[]): string[] {
  return hosts.map((host) => `https://${host.toLowerCase()}`);
}

/** The host an iframe's `src` loads from (`//host/…` as https), or null for a same-site path. */
export function embedUrl(src: string): URL | null {
  if (!/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(src.trim())) return null;
  try {
    return new URL(src.trim(), 'https://same-site.invalid');
  } catch {
    return null;
  }
}

/** Whether `host` is one of `hosts`, a `*.example.com` entry matching any subdomain of example.com. */
export function hostAllowed(host: string, hosts: readonly string[]): boolean {
  const name = host.toLowerCase();
  return hosts.some((entry) => {
    const allowed = entry.toLowerCase();
    return allowed.startsWith('*.') ? name.endsWith(allowed.slice(1)) : name === allowed;
  });
}

/**
 * Why an iframe of `src` cannot be embedded, or null when it can: a same-site path, or an https
 * URL of an allowed host.
 */
export function iframeRefusal(src: string, hosts: readonly string[]): string | null {
  if (src.trim() === '')
    return 'an <iframe> whose src the build cannot read (none, or a computed value) is not allowed';
  const url = embedUrl(src);
  if (url === null) return null;
  if (url.protocol !== 'https:')
    return `<iframe src="${src}"> is not allowed: embeds load over https only (the Content-Security-Policy allows no other scheme)`;
  if (hostAllowed(url.hostname, hosts)) return null;
  return `<iframe src="${src}"> is not allowed: ${url.hostname} is not in the site's embeds.allowedHosts (${hosts.join(', ')}); add "${url.hostname}" to embeds.allowedHosts in site.config.json to allow it`;
}

/** The hosts of every `<iframe src="https://…">` written in a page's source (for the importer). */
export function iframeHostsIn(source: string): string[] {
  const hosts = new Set<string>();
  for (const match of source.matchAll(
    /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/gi,
  )) {
    const url = embedUrl(match[1] ?? match[2] ?? match[3] ?? '');
    if (url?.protocol === 'https:') hosts.add(url.hostname.toLowerCase());
  }
  return [...hosts];
}
