import { AppError, codeOfStatus } from '../http/app-error.ts';

/** A failure of the image proxy with the HTTP status the client gets. */
export class ImageError extends AppError {
  override name = 'ImageError';

  constructor(status: 400 | 403 | 404 | 422 | 502 | 504, message: string) {
    super(codeOfStatus(status), message);
  }
}
