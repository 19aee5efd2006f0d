import { describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt, useInstallPrompt } from './install-prompt.ts';

describe('install prompt', () => {
  it('keeps the deferred prompt and reports an installation once it happened', () => {
    const target = new EventTarget() as unknown as Window;
    const installed = vi.fn();
    listenForInstallPrompt(target, installed);
    const prompt = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(prompt);
    expect(prompt.defaultPrevented).toBe(true);
    expect(useInstallPrompt.getState().deferred).toBe(prompt);
    expect(installed).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('appinstalled'));
    expect(installed).toHaveBeenCalledTimes(1);
    expect(useInstallPrompt.getState().deferred).toBeNull();
  });
});
