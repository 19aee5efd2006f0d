/** spec §2 share dialog: the Facebook share link of `url`. */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** spec §2 share dialog: the WhatsApp share link of `url`. */
export function whatsappShareUrl(url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(url)}`;
}

/**
 * Copies `text` to the clipboard. Without the Clipboard API (older browsers,
 * pages not served over HTTPS) it selects `field` and uses the legacy copy
 * command. Resolves to whether copying worked.
 */
export async function copyToClipboard(
  text: string,
  field: HTMLInputElement | null,
): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: fall through to the legacy way.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
