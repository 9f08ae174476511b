/**
 * Security headers: helmet with a CSP that allows only the portal's own scripts and styles, and
 * Strict-Transport-Security only on requests that came over HTTPS.
 */
import type { NextFunction, Request, Response } from 'express';
import helmet, { strictTransportSecurity } from 'helmet';
import { siteConfig } from '../../shared/site-config.ts';
import { allowedEmbedHosts, frameSources } from '../../shared/videoEmbeds.ts';

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/**
 * The headers every response gets. HSTS is not among them: see `httpsOnly`. `embedHosts` are the
 * hosts pages may show in iframes: the site's `embeds.allowedHosts`, which the build checks pages against.
 */
export function securityHeaders(embedHosts: readonly string[] = allowedEmbedHosts(siteConfig.settings)) {
  return helmet({
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      directives: {
        // No 'unsafe-inline' anywhere: page data travels in a non-executed JSON script element.
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        // Docs written for Docusaurus set `style={{…}}` on elements; style attributes cannot run
        // code, while <style> elements stay forbidden (the build refuses them, too).
        'style-src-attr': ["'unsafe-inline'"],
        // Docs show images from other sites (badges, screenshots hosts) as Docusaurus sites do.
        'img-src': ["'self'", 'data:', 'https:'],
        // The hosts the build lets pages embed (shared/videoEmbeds.ts), over https only.
        'frame-src': ["'self'", ...frameSources(embedHosts)],
        // The portal may sit behind plain-HTTP proxies on internal networks; forcing HTTPS
        // sub-requests there would break every asset.
        'upgrade-insecure-requests': null,
      },
    },
    strictTransportSecurity: false,
  });
}

/** helmet's Strict-Transport-Security (a year, subdomains included); apply it through `httpsOnly`. */
export function strictTransportSecurityHeader() {
  return strictTransportSecurity();
}

/**
 * Applies `middleware` to HTTPS requests only, as Express's `req.secure` tells them: a TLS socket,
 * or `X-Forwarded-Proto: https` from a peer the `trust proxy` setting (TRUST_PROXY) trusts. HSTS
 * must not be sent over plain HTTP (RFC 6797 §7.2), and from an untrusted peer the header is
 * anyone's to forge. The fast path decides the same way (requestProtocol.ts).
 */
export function httpsOnly(middleware: Middleware): Middleware {
  return (req, res, next) => (req.secure ? middleware(req, res, next) : next());
}
