/** Byte budgets of GUIDE section 4: HTML per page and the stylesheet, gzip. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, inject, it } from 'vitest';
import { publicPageFiles } from '../../scripts/output/page-files';

const KB = 1024;
const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

// 14 KB: a page comes whole in the first round trip (a first congestion window of ten packets).
it('keeps every page at or under 14 KB of HTML, gzip', async () => {
  const distDir = inject('distDir');
  const files = await publicPageFiles(distDir);
  const over = [];
  for (const file of files) {
    const size = gzipSize(await readFile(path.join(distDir, file)));
    if (size > 14 * KB) over.push(`${file}: ${size} bytes`);
  }
  expect(files.length).toBeGreaterThan(2);
  expect(over).toEqual([]);
});

it('ships one stylesheet of at most 12 KB, gzip, for the whole site', async () => {
  const assets = path.join(inject('distDir'), 'assets');
  const sheets = (await readdir(assets)).filter((file) => file.endsWith('.css'));
  expect(sheets).toHaveLength(1);
  expect(gzipSize(await readFile(path.join(assets, sheets[0]!)))).toBeLessThanOrEqual(12 * KB);
});
