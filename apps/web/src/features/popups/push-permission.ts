import type { PushPermission } from '@hospes/domain';

/**
 * The answer the guest gave to the notification question of the
 * enable-notifications popup, kept per project (spec §3 "Registrations:
 * push {permission, …}") so that the push registration can pick it up. The
 * browser itself remembers the permission; this records when we asked.
 */
export interface StoredPushPermission {
  permission: PushPermission;
  at: number;
}

export function pushPermissionKey(projectId: string): string {
  return `hospes:${projectId}:push-permission`;
}

/** Asks the browser for permission and stores the outcome (spec §4 push popup). */
export async function requestPushPermission(projectId: string): Promise<PushPermission> {
  let permission: PushPermission;
  try {
    permission = await Notification.requestPermission();
  } catch (error) {
    console.warn('Notification permission request failed', error);
    return 'default';
  }
  try {
    const stored: StoredPushPermission = { permission, at: Date.now() };
    localStorage.setItem(pushPermissionKey(projectId), JSON.stringify(stored));
  } catch (error) {
    console.warn('Notification permission not stored', error);
  }
  return permission;
}
