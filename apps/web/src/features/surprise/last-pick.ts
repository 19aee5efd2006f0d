import { projectCacheKey } from '@hospes/domain';

/** Session storage key of the last suggestion of a project (one per browser tab session). */
export function lastPickKey(projectId: string): string {
  return `${projectCacheKey(projectId)}:surprise`;
}

/**
 * The id of the item suggested last in this session, so that "Surprise me"
 * never shows the same twice in a row, not even when the page is opened
 * again. Storage errors (private mode, quota) are ignored (spec §8).
 */
export function loadLastPick(projectId: string): string | null {
  try {
    return sessionStorage.getItem(lastPickKey(projectId));
  } catch {
    return null;
  }
}

/** Remembers the suggestion for the rest of the session. */
export function saveLastPick(projectId: string, itemId: string): void {
  try {
    sessionStorage.setItem(lastPickKey(projectId), itemId);
  } catch {
    // Without storage only the page itself avoids repeats.
  }
}
