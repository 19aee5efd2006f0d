import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useProjectId } from '../../app/model-context.tsx';
import { buildHit, sendHit } from './stats-hit.ts';

/** The last navigation counted, so that a re-run effect does not count it twice. */
let lastCountedKey: string | null = null;

/**
 * spec §7: a cookieless pageview hit on every route change (see stats-hit.ts
 * for why it is sent regardless of the statistics consent). Mounted after the
 * initial consent (spec §4: app initialisation waits for it). Renders nothing.
 */
export function Pageviews() {
  const projectId = useProjectId();
  const { pathname, search, key } = useLocation();
  useEffect(() => {
    const id = `${projectId}|${key}|${pathname}`;
    // After the page had a chance to set its title; never in the way of rendering.
    const timer = setTimeout(() => {
      if (lastCountedKey === id) return;
      lastCountedKey = id;
      const hit = buildHit(projectId, { hittype: 'pageview', documentpath: pathname }, search);
      sendHit(projectId, hit);
    }, 0);
    return () => clearTimeout(timer);
  }, [projectId, pathname, search, key]);
  return null;
}
