import { ConsentDialog } from '../../features/consent/consent-dialog.tsx';

export interface CookieSettingsModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Opened from the footer's "Cookie settings" (spec §2, §4 "Edit mode can be
 * reopened from the footer"): the consent dialog with the guest's current
 * choice, editable, with a close button.
 */
export function CookieSettingsModal({ open, onClose }: CookieSettingsModalProps) {
  return <ConsentDialog mode="edit" open={open} onClose={onClose} />;
}
