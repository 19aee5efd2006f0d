import type { Promotion } from '@hospes/domain';
import { httpUrl } from '../../lib/html/safe-url.ts';

/** Where a promotion leads: a route of the app (INT) or a website in a new tab (EXT). */
export type PromotionTarget = { type: 'INT'; to: string } | { type: 'EXT'; href: string } | null;

/** An in-app route: one leading slash, not a protocol-relative '//host'. */
const APP_ROUTE = /^\/(?!\/)/;

/**
 * The target of a promotion's link. `linkType` INT is an app route
 * ('/activity/…'), EXT an http(s) address; without a type the link's form
 * decides. Anything else (e.g. `javascript:`) gives no link.
 */
export function promotionTarget(promotion: Pick<Promotion, 'link' | 'linkType'>): PromotionTarget {
  const link = promotion.link?.trim();
  if (!link) return null;
  const type = promotion.linkType ?? (APP_ROUTE.test(link) ? 'INT' : 'EXT');
  if (type === 'INT') return APP_ROUTE.test(link) ? { type, to: link } : null;
  const href = httpUrl(link);
  return href ? { type: 'EXT', href } : null;
}
