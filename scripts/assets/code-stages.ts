/**
 * The build's stages that depend on the code only, not on the content (the
 * stylesheet, the islands' scripts, the content schemas, public/ copied),
 * then the pictures the pages show: what every page refers to. Shared by
 * the whole build (build.ts) and the rebuild of edited pages alone
 * (page-cache/quick-rebuild.ts), so both write these files the same way.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { bundleIslands } from './bundle';
import type { PagePicture } from './images';
import { compileStyles } from './style';
import { checkMediaFolders } from '../output/media-folders';
import { copyPublic, writeOutput } from '../output/output';
import type { SiteAssets } from '../render/render-site';
import type { BuildPaths } from '../shared/build-paths';
import type { Timer } from '../shared/timer';

export type CodeStages = ReturnType<typeof startCodeStages>;

/**
 * Started at once, they run while the content loads (in the workers, when there are any). `all` settles when
 * every one has, never rejecting: a failure surfaces where the stage is awaited.
 */
export function startCodeStages({ root, contentDir, publicDir }: BuildPaths, staging: string, timer: Timer) {
  const stylesheet = timer.stage('compile styles', async () => {
    const css = await compileStyles(root);
    const url = `/assets/site.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    await writeOutput(staging, url.slice(1), css);
    return { url, css };
  });
  const cssUrl = stylesheet.then(({ url }) => url);
  // Handled now, awaited later (or never, when the build fails first): its failure surfaces with the stylesheet's.
  cssUrl.catch(() => {});
  const schemas = timer.stage('write content schemas', async () => {
    // Imported here, as the stages below import what only they need: the workers start without waiting for zod.
    const { SCHEMAS_DIR, writeJsonSchemas } = await import('../content/json-schemas');
    await writeJsonSchemas(path.join(root, SCHEMAS_DIR), root);
  });
  const copied = timer.stage('copy public', async () => {
    // Pictures only in the media folders: a page or a script there would run on the site's own address.
    await checkMediaFolders({ contentDir, publicDir });
    await copyPublic(publicDir, staging, root);
  });
  const bundle = timer.stage('bundle islands', () => bundleIslands({ root, outDir: staging }));
  return {
    stylesheet,
    cssUrl,
    schemas,
    copied,
    bundle,
    all: Promise.allSettled([stylesheet, schemas, copied, bundle]),
  };
}

/** The scripts, the stylesheet and public/ once ready, then the pictures made: what the pages refer to. */
export async function finishAssets(
  paths: BuildPaths,
  staging: string,
  pictures: PagePicture[],
  fromCode: CodeStages,
  timer: Timer,
): Promise<SiteAssets> {
  const [bundle, stylesheet] = await Promise.all([
    fromCode.bundle,
    fromCode.stylesheet,
    fromCode.copied,
    fromCode.schemas,
  ]);
  // After public/ is copied: a made image replaces a file of the same name there. Imported here: with the content
  // checks it runs on the pictures, it would hold up the start of every build.
  const { buildImages } = await import('./images');
  await timer.stage('make images', () => buildImages({ ...paths, outDir: staging, pictures }));
  return { css: stylesheet.url, stylesheet: stylesheet.css, boot: bundle.boot, islandChunks: bundle.islandChunks };
}

/**
 * The JavaScript budget report, in reports/: for the site's own dist/ only. Other builds (tests,
 * benchmarks) skip it: it reads every page back, and the budget test measures on its own.
 */
export async function reportScripts(
  { root, outDir }: BuildPaths,
  staging: string,
  base: string,
  timer: Timer,
  log: (line: string) => void,
): Promise<void> {
  if (outDir !== path.join(root, 'dist')) return;
  const { writeJsReport } = await import('./asset-report');
  await timer.stage('report scripts', () =>
    writeJsReport({ root, outDir: staging, base, file: path.join(root, 'reports', 'js-budget.json'), log }),
  );
}
