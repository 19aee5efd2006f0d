/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a `W/` prefix is
 * ignored, a list matches when any entry matches, `*` matches everything.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}
