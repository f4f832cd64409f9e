/**
 * The one inline script of every page: it keeps the clicks and keys that
 * come before the boot module has run (a module script runs only once it has
 * arrived and the page is parsed, which on a slow link takes seconds), so
 * the boot module can hand each to its island. The boot module ends the
 * keeping (islands/boot.ts). The policy allows this script by its hash
 * (scripts/output/headers.ts).
 */
export const EARLY_INPUT_SCRIPT =
  'window.earlyInputs=[];for(var t of["click","keydown"])addEventListener(t,function(e){var l=window.earlyInputs;l&&l.push(e)},true)';
