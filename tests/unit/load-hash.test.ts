/**
 * A load's hash is what a quick rebuild trusts to say the site's index is as it was: the same load hashes alike
 * however v8 holds its texts, and a load that differs, or holds what JSON cannot write, never hashes alike.
 */
import { serialize } from 'node:v8';
import { expect, it } from 'vitest';
import type { LoadedFile } from '../../scripts/content/load-content';
import type { PageSummary } from '../../scripts/content/model';
import { loadHashOf } from '../../scripts/page-cache/load-hash';

const loadOf = (title: string, extra: Record<string, unknown> = {}) =>
  ({
    kind: 'page',
    page: { route: '/about', title, links: [], ...extra },
    problems: [],
  }) as unknown as LoadedFile<PageSummary>;

it('hashes the same load alike, its texts held in one byte a character or in two', () => {
  // A text cut from one holding a dash keeps two bytes a character; the same text written alone takes one.
  const twoBytes = '\u2014About us'.slice(1);
  const oneByte = 'About us';
  expect(twoBytes).toBe(oneByte);
  expect(Buffer.compare(serialize(twoBytes), serialize(oneByte))).not.toBe(0);
  expect(loadHashOf(loadOf(twoBytes))).toBe(loadHashOf(loadOf(oneByte)));
});

it('hashes apart loads that differ, a field left undefined included', () => {
  expect(loadHashOf(loadOf('About us'))).not.toBe(loadHashOf(loadOf('About Us')));
  expect(loadHashOf(loadOf('About us', { service: undefined }))).not.toBe(loadHashOf(loadOf('About us')));
  expect(loadHashOf(loadOf('About us', { order: Number.NaN }))).not.toBe(
    loadHashOf(loadOf('About us', { order: null })),
  );
});

it('never hashes alike a load holding what JSON cannot write', () => {
  const withMap = () => loadOf('About us', { links: new Map([['/', 1]]) });
  expect(loadHashOf(withMap())).not.toBe(loadHashOf(loadOf('About us', { links: {} })));
  expect(loadHashOf(withMap())).toBe(loadHashOf(withMap()));
});
