// An error a route throws to refuse a request: the error handler answers it
// as `{ error, message }` with its status code.
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/** 404 for a project id the server does not serve. */
export const unknownProject = (projectId: string) =>
  httpError(404, `There is no project "${projectId}".`);
