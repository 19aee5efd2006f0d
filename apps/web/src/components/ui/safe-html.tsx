import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

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

/** Formatting elements the interim rendering keeps — always without any attribute. */
const KEPT_TAGS = new Set(
  'b blockquote br div em h1 h2 h3 h4 h5 h6 i li ol p small span strong sub sup u ul'.split(' '),
);
/** Elements whose content is not text for a reader: dropped with their content. */
const DROPPED_TAGS = new Set(
  'embed head iframe noscript object script select style svg math template textarea title'.split(
    ' ',
  ),
);

function previewNodes(parent: Node): ReactNode[] {
  const nodes: ReactNode[] = [];
  Array.from(parent.childNodes).forEach((child, index) => {
    if (child.nodeType === Node.TEXT_NODE) {
      nodes.push(child.nodeValue);
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const tag = (child as Element).localName;
      if (DROPPED_TAGS.has(tag)) return;
      const content = previewNodes(child);
      if (!KEPT_TAGS.has(tag))
        nodes.push(...content); // a link, an image …: its text only
      else if (tag === 'br') nodes.push(createElement('br', { key: index }));
      else nodes.push(createElement(tag, { key: index }, ...content));
    }
  });
  return nodes;
}

/**
 * The interim rendering of model HTML while DOMPurify loads: the HTML is
 * parsed into an inert document (DOMParser: no script runs, nothing is
 * fetched) and rebuilt as React elements from its text and a short list of
 * formatting tags, with no attribute at all (no links, images, handlers or
 * styles). Nothing of it is inserted into the page as HTML.
 */
export function htmlPreview(html: string): ReactNode[] {
  return previewNodes(new DOMParser().parseFromString(html, 'text/html').body);
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Renders model HTML in a `<div>`, sanitised by DOMPurify. Until the
 * sanitiser has loaded (a moment, on the first model HTML of a visit) its
 * text and basic formatting show (see {@link htmlPreview}), so the first
 * route neither waits for DOMPurify nor ever shows unsanitised HTML.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
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
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
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
          <Suspense fallback={null}>
            <ConsentEmbeds holders={holders} />
          </Suspense>
        )}
      </>
    );
  }
  return <div className={className}>{preview}</div>;
}
