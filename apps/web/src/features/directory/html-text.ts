/**
 * The text of model HTML ("simple HTML", docs/project-model.md) for the
 * keyword filter. DOMParser documents run no scripts and load nothing.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
