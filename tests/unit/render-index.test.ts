/**
 * What the render workers are sent of the site's index: each page's header,
 * the fields a template may read of a page another thread loaded, and no
 * more; one header per page, named by every list that names the page.
 */
import path from 'node:path';
import { serialize } from 'node:v8';
import { expect, it } from 'vitest';
import { indexSite, loadPageShare, modelOf, pageDefaults, readSiteFile } from '../../scripts/content/load-content';
import { pageHeaderOnly } from '../../scripts/render/page-header-only';
import { renderIndexOf } from '../../scripts/render/render-index';
import { listPageFiles } from '../../scripts/shared/files';
import { PROJECT_ROOT } from '../support/fixture';

it("sends each page's header only, shared by its group's list and the site's, and the rest of the index as it is", async () => {
  const options = {
    root: PROJECT_ROOT,
    contentDir: path.join(PROJECT_ROOT, 'content'),
    publicDir: path.join(PROJECT_ROOT, 'public'),
  };
  const siteFile = readSiteFile(options);
  const files = await listPageFiles(options.contentDir);
  const index = indexSite(options, siteFile, loadPageShare(files, options, pageDefaults(siteFile.site), new Map()));
  const sent = renderIndexOf(index);

  const header = ['route', 'file', 'group', 'layout', 'title', 'navLabel', 'description'];
  for (const page of [...sent.pages, sent.notFound!]) expect(Object.keys(page)).toEqual(header);
  const about = index.pages.find((page) => page.route === '/about')!;
  expect(sent.pages.find((page) => page.route === '/about')).toEqual({
    route: about.route,
    file: about.file,
    group: about.group,
    layout: about.layout,
    title: about.title,
    navLabel: about.navLabel,
    description: about.description,
  });
  // A group's page is the site's page, as in the index: a copy between threads keeps them one.
  const group = sent.groups.find((entry) => entry.pages.length > 0)!;
  expect(sent.pages).toContain(group.pages[0]);
  expect({ ...sent, pages: [], groups: [], notFound: undefined }).toEqual({
    ...index,
    pages: [],
    groups: [],
    notFound: undefined,
  });
  expect(sent.groups.map(({ pages, ...rest }) => [rest, pages.map((page) => page.route)])).toEqual(
    index.groups.map(({ pages, ...rest }) => [rest, pages.map((page) => page.route)]),
  );
  // Everything a render may read of another page is there: the model is the one the build plans the cache with.
  expect(modelOf(sent, pageHeaderOnly)).toEqual(modelOf(index, pageHeaderOnly));
  // And the copy sent is smaller than the index: less than half, on this site.
  expect(serialize(sent).length).toBeLessThan(serialize(index).length / 2);
});
