import { describe, expect, it } from 'vitest';
import { DEV_PROJECT_ID, getProjectId } from './project-id.ts';

function page(path: string, meta?: string): Parameters<typeof getProjectId> {
  const doc = document.implementation.createHTMLDocument('');
  if (meta !== undefined) {
    const tag = doc.createElement('meta');
    tag.name = 'hospes-project';
    tag.content = meta;
    doc.head.append(tag);
  }
  return [doc, path];
}

describe('getProjectId', () => {
  it('reads the project that the server wrote into <meta name="hospes-project">', () => {
    expect(getProjectId(...page('/', 'bergblick'))).toBe('bergblick');
  });

  it('falls back to the first path segment', () => {
    expect(getProjectId(...page('/seenland/'))).toBe('seenland');
    expect(getProjectId(...page('/talhof/index.html'))).toBe('talhof');
  });

  it('ignores a malformed meta value', () => {
    expect(getProjectId(...page('/seenland/', '../evil'))).toBe('seenland');
  });

  it('uses the development project when the path names none (tests run in development mode)', () => {
    expect(getProjectId(...page('/'))).toBe(DEV_PROJECT_ID);
  });
});
