// The personal link of a journey mail (docs/journeys.md):
// `/alpenrose/?j=<token>#/checkinguestform/R-1001`. Once the guest is
// settled the token leaves the address at once (replacing the history
// entry: "back" and a shared screenshot do not carry it), the link logs in,
// and the hash route it names shows.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { useProjectId } from '../../lib/model/model-context.tsx';

/** The token of a personal link in an address, and the address without it; null without one. */
export function findLinkToken(href: string): { token: string; cleaned: string } | null {
  const url = new URL(href);
  const token = url.searchParams.get('j');
  if (!token) return null;
  url.searchParams.delete('j');
  return { token, cleaned: `${url.pathname}${url.search}${url.hash}` };
}

export function LinkLogin() {
  const projectId = useProjectId();
  const queryClient = useQueryClient();
  const ready = useGuestStore((state) => state.ready);

  useEffect(() => {
    if (!ready) return;
    const found = findLinkToken(window.location.href);
    if (!found) return;
    window.history.replaceState(window.history.state, '', found.cleaned);
    void import('./login-flow.ts').then(({ logInWithLink }) =>
      logInWithLink(projectId, queryClient, found.token),
    );
  }, [ready, projectId, queryClient]);

  return null;
}
