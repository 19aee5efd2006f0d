import {
  customLinkApplies,
  fillCustomLink,
  type ContentItem,
  type CustomLink,
} from '@hospes/domain';

/** A custom link ready to draw on an item. */
export interface ItemCustomLink {
  id: string;
  href: string;
  label: string;
  icon: string | undefined;
}

const warned = new Set<string>();

/**
 * spec §3 `discover.properties.customlinks` on one item: each template
 * filled with the item's values, labelled by `ui_labels.customlinks` (else
 * the link's own label). An item without a needed value (no coordinates)
 * gets no link; a template that names an unknown value or makes no http(s)
 * address is a model error — warned once in the console, never a broken link.
 */
export function customLinksOf(
  links: readonly CustomLink[] | undefined,
  labels: Readonly<Record<string, string>> | undefined,
  item: ContentItem,
): ItemCustomLink[] {
  return (links ?? []).flatMap((link) => {
    if (!customLinkApplies(link, item)) return [];
    const filled = fillCustomLink(link, item);
    if (!filled.ok) {
      if (filled.reason !== 'missing' && !warned.has(link.id)) {
        warned.add(link.id);
        console.warn(
          `Custom link "${link.id}" is ignored: ${
            filled.reason === 'unknown'
              ? `its template names {${filled.placeholder}}, which no item has`
              : 'its template makes no http(s) address'
          }.`,
        );
      }
      return [];
    }
    const label = labels?.[link.id]?.trim() || link.label.trim();
    if (!label) return [];
    return [{ id: link.id, href: filled.href, label, icon: link.icon ?? link.symbol }];
  });
}
