/**
 * An nginx server block that serves dist/ with the same headers as
 * dist/_headers, clean URLs and the 404 page, and keeps to itself what the
 * preview server does (dot-files, _headers, links leading out of dist/).
 */
import type { HeaderRule } from '../output/headers';

const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

export function nginxServerBlock(rules: readonly HeaderRule[], options: { serverName: string; root: string }): string {
  const everywhere = rules.filter((rule) => rule.pattern === '/*').flatMap((rule) => rule.headers);
  const addHeaders = (headers: ReadonlyArray<[string, string]>, indent: string) =>
    headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`).join('\n');
  // nginx drops the server's add_header lines in a location that has its own, so each location repeats them;
  // a header the location sets itself (the web editor's policy) replaces the site-wide one, as in _headers.
  const withOwn = (own: ReadonlyArray<[string, string]>) => {
    const names = new Set(own.map(([name]) => name.toLowerCase()));
    return [...everywhere.filter(([name]) => !names.has(name.toLowerCase())), ...own];
  };
  const locations = rules
    .filter((rule) => rule.pattern !== '/*' && rule.pattern.endsWith('/*'))
    .map((rule) => {
      const prefix = rule.pattern.slice(0, -1);
      return `    location ${prefix} {\n${addHeaders(withOwn(rule.headers), '        ')}\n    }`;
    });
  return `server {
    listen 80;
    listen [::]:80;
    server_name ${options.serverName};
    root ${options.root};

    charset utf-8;
    gzip on;
    gzip_types text/css text/javascript application/javascript application/json image/svg+xml application/xml text/plain;

${addHeaders([...everywhere, ['Cache-Control', 'public, max-age=0, must-revalidate']], '    ')}

    # As the preview server: no dot-file (but /.well-known/), not _headers, no link leading out of the root.
    disable_symlinks on from=$document_root;
    location ~ /\\.(?!well-known/) {
        return 404;
    }
    location = /_headers {
        return 404;
    }

    # Clean URLs: /about is served from /about/index.html.
    location / {
        try_files $uri $uri/index.html $uri.html =404;
    }
    error_page 404 /404.html;

${locations.join('\n\n')}
}
`;
}
