/** A failure of the image proxy with the HTTP status the client gets. */
export class ImageError extends Error {
  override name = 'ImageError';

  constructor(
    readonly statusCode: 400 | 403 | 404 | 422 | 502 | 504,
    message: string,
  ) {
    super(message);
  }
}
