import type { ProjectModel } from '@hospes/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModelImage } from '../../components/ui/model-image.tsx';

/**
 * The pictures of the discover plus gallery (`welcome.gallery`, a list of
 * image URLs the model may carry; projects/README.md). Nothing else stands
 * in for it: without the list there is no gallery.
 */
export function galleryOf(model: ProjectModel): string[] {
  const gallery = (model.welcome as { gallery?: unknown }).gallery;
  if (!Array.isArray(gallery)) return [];
  const images = gallery.filter(
    (src): src is string => typeof src === 'string' && src.trim() !== '',
  );
  return [...new Set(images)];
}

export interface WelcomeGalleryProps {
  images: readonly string[];
  /** The project's name, for the pictures' text. */
  name: string;
}

/** spec §1 gallery (discover plus and the app variants). */
export function WelcomeGallery({ images, name }: WelcomeGalleryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // spec §8: a broken picture is left out.
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const shown = images.filter((src) => !broken.has(src));
  if (shown.length === 0) return null;
  return (
    <section className="welcome__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('welcome.galleryHeading')}</h2>
      <ul className="welcome-gallery">
        {shown.map((src, index) => (
          <li key={src} className="welcome-gallery__item">
            <ModelImage
              className="welcome-gallery__image"
              src={src}
              alt={`${name} – ${t('welcome.galleryImage', { index: index + 1, count: shown.length })}`}
              sizes="(min-width: 992px) 25vw, (min-width: 576px) 33vw, 50vw"
              loading="lazy"
              onError={() => setBroken((set) => new Set(set).add(src))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
