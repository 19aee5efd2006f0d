import { useState, type ImgHTMLAttributes } from 'react';
import { ModelImage } from '../../components/ui/model-image.tsx';
import defaultWelcomeImage from './default-welcome.svg?no-inline';

export interface WelcomeImageProps {
  src: string | undefined;
  className?: string;
  /** The `sizes` of the proxied srcset. */
  sizes?: string;
  loading?: ImgHTMLAttributes<HTMLImageElement>['loading'];
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>['fetchPriority'];
}

/**
 * A picture of the welcome page (the welcome image, a promotion's image); a
 * missing or broken one is replaced by the bundled default welcome image
 * (spec §8). Decorative: the text next to it says what it is about.
 */
export function WelcomeImage({ src, className = 'welcome__image', ...rest }: WelcomeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : defaultWelcomeImage;
  return (
    <ModelImage
      className={className}
      src={shown}
      alt=""
      onError={() => {
        if (shown !== defaultWelcomeImage) setFailedSrc(shown);
      }}
      {...rest}
    />
  );
}
