/**
 * A logo of the chrome (site.config.json `brand.logo`, `brand.footerLogo`) with its dark-mode
 * form: both are written and CSS shows the one of the mode, so the server's HTML is right before
 * any script runs. A path on the site is under the base URL; an https URL is as written.
 */
import type { ChromeImage } from '../../shared/types.ts';
import { useSiteHref } from './PageAnchor.tsx';

export function ThemedLogo({
  image,
  className,
  alt,
}: {
  image: ChromeImage;
  /** `navbar__logo-img`: the modes' forms get `--light` and `--dark` after it. */
  className: string;
  /** '' where text beside the logo names the link already. */
  alt: string;
}) {
  const light = useSiteHref(image.src);
  const dark = useSiteHref(image.srcDark ?? image.src);
  const size = { width: image.width, height: image.height };
  if (!image.srcDark) return <img className={className} src={light} alt={alt} {...size} />;
  return (
    <>
      <img className={`${className} ${className}--light`} src={light} alt={alt} {...size} />
      <img className={`${className} ${className}--dark`} src={dark} alt={alt} {...size} />
    </>
  );
}
