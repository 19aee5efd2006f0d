import { IMAGE_WIDTH_DEFAULT, type ProjectModel } from '@hospes/domain';
import {
  imageSignatures,
  PROXY_WIDTHS,
  proxiedImageUrl,
} from '../../components/ui/model-image.tsx';

/** The `sizes` of the welcome image (welcome-page.tsx): full width, beside the sidebar from 992 px. */
export const WELCOME_IMAGE_SIZES = '(min-width: 992px) calc(100vw - 288px), 100vw';

/**
 * Starts loading the welcome image — the largest thing of the start page —
 * as soon as the model is there, before React has rendered the page: a
 * `<link rel=preload>` with the image's own src/srcset/sizes (ModelImage),
 * so that the browser picks the same file. Nothing for a model without one
 * (the bundled default image loads with the page).
 */
export function preloadWelcomeImage(model: ProjectModel, doc: Document = document): void {
  const src = model.welcome.top.welcome_image;
  if (!src) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  const sig = imageSignatures(model)[src];
  if (sig) {
    link.href = proxiedImageUrl(src, sig, IMAGE_WIDTH_DEFAULT);
    link.setAttribute(
      'imagesrcset',
      PROXY_WIDTHS.map((w) => `${proxiedImageUrl(src, sig, w)} ${w}w`).join(', '),
    );
    link.setAttribute('imagesizes', WELCOME_IMAGE_SIZES);
  } else {
    link.href = src;
  }
  doc.head.append(link);
}
