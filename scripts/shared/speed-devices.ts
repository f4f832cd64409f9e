/**
 * The build's speed devices that `npm run bench -- --devices` turns off one at a time, to measure what
 * each one buys: SITE_BUILD_WITHOUT=shared-chrome (a comma-separated list) builds the same bytes the
 * slower way. The launcher and the build cache are turned off by how the benchmark runs the build.
 */
export const SWITCHABLE_DEVICES = ['worker-pool', 'shared-chrome', 'quick-yaml', 'quick-rebuild'] as const;
export type SwitchableDevice = (typeof SWITCHABLE_DEVICES)[number];

/** Read once: the web editor's app bundles some of these modules, where there is no process. */
const turnedOff = new Set(
  typeof process === 'undefined' ? [] : (process.env.SITE_BUILD_WITHOUT ?? '').split(',').map((name) => name.trim()),
);

export function isTurnedOff(device: SwitchableDevice): boolean {
  return turnedOff.has(device);
}

/**
 * What the build says of SITE_BUILD_WITHOUT before it starts: nothing when unset, the devices it turns
 * off, or an error naming what it does not know (a misspelt name would otherwise measure nothing).
 */
export function devicesNotice(value: string | undefined): { ok: boolean; line: string | undefined } {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return { ok: true, line: undefined };
  const unknown = names.filter((name) => !(SWITCHABLE_DEVICES as readonly string[]).includes(name));
  if (unknown.length > 0)
    return {
      ok: false,
      line: `SITE_BUILD_WITHOUT names ${unknown.join(', ')}, which the build does not know: it takes ${SWITCHABLE_DEVICES.join(', ')}.`,
    };
  return {
    ok: true,
    line: `Built without ${names.join(', ')} (SITE_BUILD_WITHOUT): the same files, made the slower way.`,
  };
}
