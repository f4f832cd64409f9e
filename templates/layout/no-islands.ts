/**
 * The class the root element gets when the page's islands did not start (the boot module failed, or had not
 * run a few seconds after it was asked for): the `noscript:` variant (templates/site.css) then applies as it
 * does without scripts. Set by the early-input script (./early-input.ts), taken away by the boot module
 * (islands/boot.ts) if it runs after all. A module of its own, so the boot module does not carry that script.
 */
export const NO_ISLANDS_CLASS = 'no-islands';
