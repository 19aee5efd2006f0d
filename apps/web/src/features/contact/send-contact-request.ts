import { ContactReceiptSchema, type ContactReceipt, type ContactRequest } from '@hospes/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@hospes/api-client';
import { useProjectId } from '../../lib/model/model-context.tsx';

/** POST /api/contact/{project} (answers 201 with a receipt); any failure counts as "not sent". */
export function sendContactRequest(
  projectId: string,
  request: ContactRequest,
): Promise<ContactReceipt> {
  return apiRequest(`/api/contact/${encodeURIComponent(projectId)}`, {
    body: request,
    schema: ContactReceiptSchema,
  });
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
