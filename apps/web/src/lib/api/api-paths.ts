// The guest API's paths (spec §7 names); calls go through @hospes/api-client.

/** `/api/integrations/{project}/{call}` (spec §7 names). */
export function integrationPath(projectId: string, call: string): string {
  return `/api/integrations/${encodeURIComponent(projectId)}/${call}`;
}

/** `base/{segment}/…`, each segment encoded (ids come from data), e.g. `apiPath('/api/messages/inbox', project, userId)`. */
export function apiPath(base: string, ...segments: string[]): string {
  return [base, ...segments.map(encodeURIComponent)].join('/');
}

/** `/api/guestdata/{project}/…` — pass the segments after the project (encoded here). */
export function guestDataPath(projectId: string, ...segments: string[]): string {
  return apiPath('/api/guestdata', projectId, ...segments);
}
