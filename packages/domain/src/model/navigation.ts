import { z } from 'zod';

/** Kinds of menu items. */
export const MenuItemTypeSchema = z.enum(['route', 'separator', 'share', 'link']);
export type MenuItemType = z.infer<typeof MenuItemTypeSchema>;

/** A menu or tab entry (default menu, model navigation, mobile tabs). */
export const MenuItemSchema = z.looseObject({
  id: z.string().min(1),
  type: MenuItemTypeSchema,
  /** Hash route, e.g. '/topic/hiking'. */
  route: z.string().optional(),
  /** Target of a 'link' item. */
  url: z.string().optional(),
  /** Plain text; otherwise the bundled label `menu.<id>`. */
  label: z.string().optional(),
  /** Icon name, e.g. 'home', 'search', 'user', 'inbox', 'heart', 'sun', 'mail'. */
  icon: z.string().optional(),
  /** Shown in the mobile menu only (e.g. weather). */
  mobileOnly: z.boolean().optional(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** project_settings.navigation: overrides of the default menu. */
export const NavigationSchema = z.looseObject({
  mobile: z.array(MenuItemSchema).optional(),
  desktop: z.array(MenuItemSchema).optional(),
});
export type Navigation = z.infer<typeof NavigationSchema>;

/** project_settings.navigationTabs: the mobile bottom tabs. */
export const NavigationTabsSchema = z.looseObject({
  mobile: z
    .looseObject({
      items: z.array(MenuItemSchema),
      rootNotActiveByDefault: z.boolean().optional(),
    })
    .optional(),
});
export type NavigationTabs = z.infer<typeof NavigationTabsSchema>;
