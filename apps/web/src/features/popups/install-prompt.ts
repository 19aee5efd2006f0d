import { create } from 'zustand';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface InstallPromptState {
  /** spec §3 "deferred install prompt": kept until the add-to-homescreen popup uses it. */
  deferred: BeforeInstallPromptEvent | null;
}

export const useInstallPrompt = create<InstallPromptState>(() => ({ deferred: null }));

let listening = false;

/**
 * Keeps the browser's install prompt for the add-to-homescreen popup (spec §2,
 * §3). Call at start: the event fires early, long before popups may open.
 * `onInstalled` runs when the app was installed (the statistics count it).
 */
export function listenForInstallPrompt(
  target: Window = window,
  onInstalled: () => void = () => undefined,
): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    // Our popup asks at the right moment instead of the browser's mini bar.
    event.preventDefault();
    useInstallPrompt.setState({ deferred: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => {
    useInstallPrompt.setState({ deferred: null });
    onInstalled();
  });
}

/** Shows the deferred prompt once; the event cannot be reused afterwards. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const deferred = useInstallPrompt.getState().deferred;
  if (!deferred) return 'unavailable';
  useInstallPrompt.setState({ deferred: null });
  try {
    await deferred.prompt();
    return (await deferred.userChoice).outcome;
  } catch (error) {
    console.warn('Install prompt failed', error);
    return 'unavailable';
  }
}
