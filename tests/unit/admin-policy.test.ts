/**
 * The web editor's production policy (/admin/* in _headers and the nginx
 * block) is made from site.yaml's editing: at build time, and lets the app
 * reach only the git host it saves through: no host of any name for
 * pictures, no address anyone can register on netlify.app.
 */
import { describe, expect, it } from 'vitest';
import { adminContentSecurityPolicy, headersFile, headersFor, parseHeadersFile } from '../../scripts/output/headers';
import type { Site } from '../../templates/model/site';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe("the web editor's production policy", () => {
  it('reaches only the git host of editing:, and this site for git-gateway', () => {
    const policy = (editing?: Site['editing']) => adminContentSecurityPolicy({ editing });
    const github = policy({ backend: 'github', repo: 'mutapa/website', branch: 'main', editorialWorkflow: false });
    expect(directive(github, 'connect-src')).toBe("connect-src 'self' blob: https://api.github.com");
    expect(directive(github, 'img-src')).toBe("img-src 'self' data: blob: https://avatars.githubusercontent.com");
    const gitlab = policy({ backend: 'gitlab', repo: 'mutapa/website', branch: 'main', editorialWorkflow: false });
    expect(directive(gitlab, 'connect-src')).toBe("connect-src 'self' blob: https://gitlab.com");
    // Netlify Identity and Git Gateway answer at the site's own /.netlify/ addresses.
    for (const gateway of [policy(), policy({ backend: 'git-gateway', branch: 'main', editorialWorkflow: false })]) {
      expect(directive(gateway, 'connect-src')).toBe("connect-src 'self' blob:");
      expect(directive(gateway, 'img-src')).toBe("img-src 'self' data: blob:");
    }
    for (const each of [github, gitlab, policy()]) {
      expect(each).not.toMatch(/https:(;|\s|$)|\*\.netlify/);
      expect(each).toContain("frame-ancestors 'none'");
    }
  });

  it('is the one _headers gives /admin/*, from site.yaml', () => {
    const site = {
      forms: { endpoint: 'https://forms.example/f/' },
      editing: { backend: 'github', repo: 'mutapa/website', branch: 'main', editorialWorkflow: false },
    } as Site;
    const rules = parseHeadersFile(headersFile({ site }));
    expect(headersFor(rules, '/admin/')['content-security-policy']).toBe(
      adminContentSecurityPolicy({ editing: site.editing }),
    );
  });
});
