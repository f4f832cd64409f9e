/** The nginx server block keeps to itself what the preview server does: dot-files, _headers, links leading out of dist/. */
import { describe, expect, it } from 'vitest';
import { nginxServerBlock } from '../../scripts/serve/nginx';

describe('the nginx server block', () => {
  it('serves no dot-file but /.well-known/, not _headers, and follows no link', () => {
    const block = nginxServerBlock([], { serverName: 'www.example.org', root: '/srv/site/dist' });
    expect(block).toContain('    disable_symlinks on from=$document_root;\n');
    expect(block).toContain('    location ~ /\\.(?!well-known/) {\n        return 404;\n    }\n');
    expect(block).toContain('    location = /_headers {\n        return 404;\n    }\n');
  });
});
