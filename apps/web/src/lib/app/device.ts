import type { PushPermission } from '@hospes/domain';

/** The app runs installed (home screen / standalone window). */
export function isStandalone(): boolean {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia : null;
  return (
    media?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch). */
export function isIos(): boolean {
  const ua = navigator.userAgent;
  return (
    /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && (navigator.maxTouchPoints ?? 0) > 1)
  );
}

/** spec §4/§6: push needs browser support — notifications, a service worker and the Push API. */
export function isPushSupported(): boolean {
  return 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** The browser's notification permission ('default' where there is none to ask). */
export function notificationPermission(): PushPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
}
