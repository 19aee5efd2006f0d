// What only the check-in refuses, as an error the routes turn into an answer.

/** The input does not fit the project's form (400 with every field path). */
export class CheckinValidationError extends Error {
  override name = 'CheckinValidationError';
  constructor(readonly issues: { path: string; message: string }[]) {
    super(issues[0] ? `${issues[0].path}: ${issues[0].message}` : 'The input is not valid.');
  }
}
