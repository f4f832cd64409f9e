/**
 * The tests' pages reach this machine and nothing else: the run's Chromium
 * (started by global-setup.ts) resolves no other host name, and the pages
 * of tests/support/browser.ts record every request that tries.
 */

/** The host names the tests' servers answer on. */
const THIS_MACHINE = ['localhost', '127.0.0.1'];

/** Chromium's switch that makes every other name fail to resolve, at once. */
export const ONLY_THIS_MACHINE = `--host-resolver-rules=MAP * ~NOTFOUND, ${THIS_MACHINE.map((host) => `EXCLUDE ${host}`).join(', ')}`;

/** Whether a request for `url` goes to another machine (data: and blob: addresses go nowhere). */
export const leavesThisMachine = (url: string): boolean => {
  const { hostname } = new URL(url);
  return hostname !== '' && !THIS_MACHINE.includes(hostname);
};
