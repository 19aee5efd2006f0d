import type { ContactRequest } from '@hospes/domain';
import { useMutation } from '@tanstack/react-query';
import { useProjectId } from '../../lib/model/model-context.tsx';

/** The server's answer to a stored contact request (apps/server routes/api/contact). */
export interface ContactReceipt {
  id: string;
  receivedAt: string;
}

/** POST /api/contact/{project} (answers 201 with a receipt); any failure counts as "not sent". */
export async function sendContactRequest(
  projectId: string,
  request: ContactRequest,
): Promise<ContactReceipt> {
  const response = await fetch(`/api/contact/${encodeURIComponent(projectId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    throw new Error(`Contact request failed with ${response.status}`);
  }
  return (await response.json()) as ContactReceipt;
}

/** The contact form's mutation (server data only through TanStack Query). */
export function useSendContactRequest() {
  const projectId = useProjectId();
  return useMutation({
    mutationFn: (request: ContactRequest) => sendContactRequest(projectId, request),
    // A failed send shows the spec's text; the guest decides when to try again.
    retry: false,
  });
}
