/** The _headers file and how the preview server reads it back. */
import { describe, expect, it } from 'vitest';
import { headersFor, matchesPattern, parseHeadersFile } from '../../scripts/output/headers';

const file = `/*
  Content-Security-Policy: default-src 'self'
  X-Content-Type-Options: nosniff

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

describe('_headers', () => {
  it('matches splats and placeholders as static hosts do', () => {
    expect(matchesPattern('/*', '/about')).toBe(true);
    expect(matchesPattern('/assets/*', '/assets/site.abc.css')).toBe(true);
    expect(matchesPattern('/assets/*', '/about')).toBe(false);
    expect(matchesPattern('/blog/:slug', '/blog/hello')).toBe(true);
    expect(matchesPattern('/blog/:slug', '/blog/hello/more')).toBe(false);
  });

  it('merges the headers of every matching rule', () => {
    const rules = parseHeadersFile(file);
    expect(headersFor(rules, '/assets/boot.js')).toEqual({
      'content-security-policy': "default-src 'self'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/about')).not.toHaveProperty('cache-control');
  });
});
