/** The nginx server block keeps to itself what the preview server does: dot-files, _headers, links leading out of dist/. */
import { describe, expect, it } from 'vitest';
import { parseRedirectsFile, redirectsFile } from '../../scripts/output/redirects';
import { nginxServerBlock } from '../../scripts/serve/nginx';

describe('the nginx server block', () => {
  it('serves no dot-file but /.well-known/, not _headers, and follows no link', () => {
    const block = nginxServerBlock([], { serverName: 'www.example.org', root: '/srv/site/dist' });
    expect(block).toContain('    disable_symlinks on from=$document_root;\n');
    expect(block).toContain('    location ~ /\\.(?!well-known/) {\n        return 404;\n    }\n');
    expect(block).toContain('    location = /_headers {\n        return 404;\n    }\n');
    expect(block).toContain('    location = /_redirects {\n        return 404;\n    }\n');
  });

  it('answers each old address of _redirects with 301 and its new address, with a slash after it or not', () => {
    const redirects = parseRedirectsFile(
      redirectsFile({
        url: 'https://example.org/site',
        redirects: [
          { from: '/old-about', to: '/about' },
          { from: '/prices.html', to: 'https://example.net/prices' },
        ],
      }),
    );
    const block = nginxServerBlock([], { serverName: 'www.example.org', root: '/srv/site', redirects });
    const locations = block.match(/ {4}location = \/site\/(old-about|prices)[^}]*\}/g);
    expect(locations).toEqual([
      '    location = /site/old-about {\n        return 301 "/site/about";\n    }',
      '    location = /site/old-about/ {\n        return 301 "/site/about";\n    }',
      '    location = /site/prices.html {\n        return 301 "https://example.net/prices";\n    }',
    ]);
  });
});
