/** Security headers: helmet with a CSP that allows only the portal's own scripts and styles. */
import helmet from 'helmet';

export function securityHeaders() {
  return helmet({
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      directives: {
        // No 'unsafe-inline' anywhere: page data travels in a non-executed JSON script element.
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        // The portal may sit behind plain-HTTP proxies on internal networks; forcing HTTPS
        // sub-requests there would break every asset.
        'upgrade-insecure-requests': null,
      },
    },
  });
}
