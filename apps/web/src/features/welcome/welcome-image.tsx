import { useState } from 'react';
import defaultWelcomeImage from './default-welcome.svg?no-inline';

export interface WelcomeImageProps {
  src: string | undefined;
}

/**
 * The welcome image; a missing or broken one is replaced by the bundled
 * default welcome image (spec §8). Decorative: the greeting follows.
 */
export function WelcomeImage({ src }: WelcomeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : defaultWelcomeImage;
  return (
    <img
      className="welcome__image"
      src={shown}
      alt=""
      onError={() => {
        if (shown !== defaultWelcomeImage) setFailedSrc(shown);
      }}
    />
  );
}
