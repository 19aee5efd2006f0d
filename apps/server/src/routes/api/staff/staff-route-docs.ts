// What every `/api/staff/{project}/…` route shares in its OpenAPI entry.
import { ApiErrorSchema } from '@hospes/domain';

export { ProjectParamsSchema as ProjectParams } from '../route-params.ts';

export const STAFF_NOTE =
  "Staff only: the console's session cookie, or `Authorization: Bearer <HOSPES_ADMIN_TOKEN>` " +
  '(401 otherwise; 403 when the role may not, or a cookie write comes from another origin).';

/** Either the console's session or the admin token (automation). */
export const STAFF_SECURITY: { [scheme: string]: string[] }[] = [
  { staffSession: [] },
  { adminToken: [] },
];

export const STAFF_ERRORS = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  429: ApiErrorSchema,
};
