import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useProjectId } from '../../lib/model/model-context.tsx';
import { buildHit, sendHit } from '../../lib/stats/stats-hit.ts';

/**
 * spec §7: a cookieless pageview hit on every route change (see stats-hit.ts
 * for why it is sent regardless of the statistics consent). Mounted after the
 * initial consent (spec §4: app initialisation waits for it). Renders nothing.
 */
export function Pageviews() {
  const projectId = useProjectId();
  // Per path: a query that changes while the guest types (search) is no new page.
  const { pathname } = useLocation();
  useEffect(() => {
    // After the page had a chance to set its title; never in the way of rendering.
    // (A cleared timer also keeps StrictMode's second effect run from counting twice.)
    const timer = setTimeout(() => {
      sendHit(projectId, buildHit(projectId, { hittype: 'pageview', documentpath: pathname }));
    }, 0);
    return () => clearTimeout(timer);
  }, [projectId, pathname]);
  return null;
}
