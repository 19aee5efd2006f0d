/** spec §2: custom popup types, in the fixed order in which they are shown. */
export const CUSTOM_POPUP_TYPES = [
  'initial_stay',
  'add_to_homescreen',
  'enable_notifications',
  'info',
  'special_offer',
] as const;
