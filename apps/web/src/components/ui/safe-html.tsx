import { lazy, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { htmlPreview } from '../../lib/html/html-preview.ts';
import { OptionalPart } from './optional-part.tsx';

// Third-party content behind consent: loaded only for text that has an embed.
const ConsentEmbeds = lazy(() => import('./consent-embeds.tsx'));

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * Loads the sanitiser (DOMPurify, in sanitize-html.ts) once. It is kept out of
 * the first route's JavaScript and fetched when model HTML is first rendered
 * (the service worker precaches it, so this works offline too).
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../../lib/html/sanitize-html.ts').then(
    (module) => (sanitizer = module.sanitizeHtml),
    (error: unknown) => {
      loading = null; // a later render tries again
      throw error;
    },
  );
  return loading;
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Renders model HTML in a `<div>`, sanitised by DOMPurify. Until the
 * sanitiser has loaded (a moment, on the first model HTML of a visit), and in
 * the server's first view, its text and basic formatting show (see
 * {@link htmlPreview}), so the first route neither waits for DOMPurify nor
 * ever shows unsanitised HTML.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
  // The server's first view has the interim rendering (no DOM there): so has hydration.
  const hydrated = useHydrated();
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    loadSanitizer().then(
      (loaded) => {
        if (live) setSanitize(() => loaded);
      },
      () => {
        // Offline before the sanitiser was ever cached: the interim rendering stays.
      },
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  const clean = useMemo(
    () => (sanitize && hydrated ? sanitize(html) : null),
    [sanitize, hydrated, html],
  );
  const preview = useMemo(() => (clean === null ? htmlPreview(html) : null), [clean, html]);
  // The holders of third-party embeds the sanitiser left (spec §9: blocked until allowed).
  const container = useRef<HTMLDivElement>(null);
  const [holders, setHolders] = useState<HTMLElement[]>([]);
  useLayoutEffect(() => {
    const found = container.current?.querySelectorAll<HTMLElement>('[data-embed-provider]');
    setHolders(found ? Array.from(found) : []);
  }, [clean]);

  if (clean !== null) {
    return (
      <>
        <div ref={container} className={className} dangerouslySetInnerHTML={{ __html: clean }} />
        {holders.length > 0 && (
          <OptionalPart name="Third-party content">
            <ConsentEmbeds holders={holders} />
          </OptionalPart>
        )}
      </>
    );
  }
  return <div className={className}>{preview}</div>;
}
