/** The _headers file and how the preview server reads it back. */
import { describe, expect, it } from 'vitest';
import {
  HOST_RULE_LIMIT,
  headersFile,
  headersFor,
  matchesPattern,
  parseHeadersFile,
} from '../../scripts/output/headers';
import type { Site } from '../../templates/model/site';

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

  const site = { forms: { endpoint: 'https://forms.example/f/' } } as Site;
  const styleOf = (policy = '') => /style-src ([^;]*)/.exec(policy)?.[1];

  it("gives each page its own policy, naming that page's style alone, with and without the slash", () => {
    const rules = parseHeadersFile(
      headersFile({ site }, [
        ['/', "'sha256-home'"],
        ['/about', "'sha256-about'"],
        ['/compliance/praz', "'sha256-praz'"],
      ]),
    );
    expect(styleOf(headersFor(rules, '/')['content-security-policy'])).toBe("'self' 'sha256-home'");
    for (const address of ['/about', '/about/'])
      expect(styleOf(headersFor(rules, address)['content-security-policy']), address).toBe("'self' 'sha256-about'");
    expect(styleOf(headersFor(rules, '/compliance/praz/')['content-security-policy'])).toBe("'self' 'sha256-praz'");
    expect(headersFor(rules, '/about')['cross-origin-opener-policy']).toBe('same-origin');
    // Other addresses get no page's policy; and no two rules that match one address both set a policy, which
    // hosts that join a header's values (Cloudflare Pages) would enforce together.
    expect(headersFor(rules, '/about-us')).not.toHaveProperty('content-security-policy');
    for (const address of ['/', '/about', '/about/', '/images/x.svg', '/assets/images/x.avif', '/admin/', '/x']) {
      const setting = rules.filter(
        (rule) =>
          matchesPattern(rule.pattern, address) &&
          rule.headers.some(([name]) =>
            ['content-security-policy', 'cross-origin-opener-policy'].includes(name.toLowerCase()),
          ),
      );
      expect(setting.length, address).toBeLessThanOrEqual(1);
    }
  });

  it("names every style in one site-wide policy when the pages would pass the hosts' rule limit", () => {
    const pages = Array.from({ length: 60 }, (_, index): [string, string] => [`/p${index}`, `'sha256-${index % 3}'`]);
    const text = headersFile({ site }, pages);
    const rules = parseHeadersFile(text);
    expect(rules.length).toBeLessThanOrEqual(HOST_RULE_LIMIT);
    for (const address of ['/p1', '/p59/', '/404.html'])
      expect(styleOf(headersFor(rules, address)['content-security-policy']), address).toBe(
        "'self' 'sha256-0' 'sha256-1' 'sha256-2'",
      );
    expect(headersFor(rules, '/admin/')['content-security-policy']).toContain("'unsafe-eval'");
    // Below the limit, each page keeps a rule of its own.
    expect(parseHeadersFile(headersFile({ site }, pages.slice(0, 40))).length).toBe(7 + 80);
  });
});
