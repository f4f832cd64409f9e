/** What the dev server makes of a changed file, by folder and name. */
import { describe, expect, it } from 'vitest';
import { kindOf } from '../../scripts/dev/rebuild/watch';

describe('a changed file', () => {
  it.each([
    ['content', 'site.yaml', 'content'],
    ['content', 'pages/compliance/praz-registration.md', 'content'],
    ['content', 'pages/compliance/_group.yaml', 'content'],
    ['content', 'images/why-us.svg', 'images'],
    ['content', 'schemas/page.schema.json', undefined],
    ['content', 'README.md', undefined],
    ['templates', 'layout/Footer.tsx', 'templates'],
    ['templates', 'site.css', 'styles'],
    ['islands', 'SiteHeader.tsx', 'islands'],
    ['public', 'images/partners/zrca.svg', 'public'],
  ] as const)('%s/%s is a change of %s', (dir, file, kind) => {
    expect(kindOf(dir, file)).toBe(kind);
  });

  it.each([
    'pages/.about.md.swp',
    'pages/about.md~',
    'pages/#about.md#',
    'pages/4913',
    'pages/.goutputstream-X1Y2',
    'pages/about.md___jb_tmp___',
    'pages/about.md___jb_old___',
  ])("%s, an editor's scratch file, is ignored", (file) => {
    expect(kindOf('content', file)).toBeUndefined();
  });
});
