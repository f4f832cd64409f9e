/**
 * The one inline script of every page. It does three things:
 *
 * - It keeps the clicks and keys that come before the boot module has run,
 *   so the boot module can hand each to its island (islands/boot.ts ends the
 *   keeping).
 * - Where the page's first screen comes styled by rules inline in its head,
 *   it links the stylesheet once the first screen is painted, so the first
 *   paint needs the HTML alone; the stylesheet's address is the script's own
 *   `data-stylesheet` attribute (STYLESHEET_ATTRIBUTE). Until the stylesheet
 *   has come, or failed, or STYLESHEET_TIME_LIMIT_MS have passed, what
 *   follows the first screen stays hidden (LATER_HIDDEN_RULE, while the root
 *   has STYLES_PENDING_CLASS): nothing shows half styled on a link that
 *   works, and everything shows on one that does not (the inline rules keep
 *   every text readable without the stylesheet: scripts/render/first-screen.ts).
 *   Without that attribute the head links the stylesheet, and the first
 *   paint has waited for it already. Where the browser will scroll below the
 *   first screen (a link to a place in the page, a reload, back or forward),
 *   the script links the stylesheet at once, as holding up the first paint
 *   (`blocking="render"`): the page then shows whole, where the browser puts
 *   the visitor. That hold lasts STYLESHEET_TIME_LIMIT_MS at most: then the
 *   link is taken out (which ends its hold) and linked again without it.
 *   The page then loads until that stylesheet has come, and while it loads
 *   the browser keeps the place it scrolled to in view however the layout
 *   changes, until the visitor scrolls: a stylesheet that comes late moves
 *   no one who has not moved (tests/browser/first-screen.test.ts).
 * - It then loads the page's modules, without waiting for the stylesheet, so
 *   the menu works whatever becomes of it. The first screen counts as
 *   painted when the browser reports the first contentful paint (a paint
 *   timing entry, which comes once the frame is shown, however late a busy
 *   phone shows it), or, in a browser without paint timing, in the task
 *   after the first frame once the document is parsed. The modules are
 *   named in the script's own `data-modules` attribute (MODULES_ATTRIBUTE):
 *   the boot module first, then the chunks of islands that hydrate on load,
 *   preloaded so they arrive beside the boot module rather than after it.
 *   When the boot module fails, or has not run ISLANDS_TIME_LIMIT_MS after it
 *   was asked for, the root gets NO_ISLANDS_CLASS: what the page shows
 *   without scripts shows (the header's link to the site map instead of its
 *   dead menu button); the boot module takes the class away if it runs
 *   after all. A tab opened in the background paints no frame, so it does
 *   all this when it is shown.
 *
 * The policy allows this script by its hash (scripts/output/headers.ts); its
 * attributes are not part of the hash, so the text stays the same on every
 * page and in every build.
 */
import { NO_ISLANDS_CLASS } from './no-islands';

export const MODULES_ATTRIBUTE = 'data-modules';

export const STYLESHEET_ATTRIBUTE = 'data-stylesheet';

/** The attribute of the mark; scripts/render/render.tsx finds the first screen's end by it. */
export const FIRST_SCREEN_END_ATTRIBUTE = 'data-first-screen-end';

/** What follows the first screen: the elements LATER_HIDDEN_RULE hides, the script shows one by one. */
const LATER = `[${FIRST_SCREEN_END_ATTRIBUTE}]~*,main~*`;

/** The attribute the early-input script gives each of them as it shows it. */
export const SHOWN_ATTRIBUTE = 'data-shown';

/** The class the early-input script gives the root element while the stylesheet is on its way. */
export const STYLES_PENDING_CLASS = 'styles-pending';

/**
 * The inline rule that hides what follows the first screen while the stylesheet is on its way, and leaves it
 * unrendered (content-visibility), so the first paint lays out the first screen alone.
 */
export const LATER_HIDDEN_RULE = `.${STYLES_PENDING_CLASS} :is([${FIRST_SCREEN_END_ATTRIBUTE}],main)~:not([${SHOWN_ATTRIBUTE}]){visibility:hidden;content-visibility:hidden}`;

/** How long what follows the first screen waits for the stylesheet, from when it is asked for. */
export const STYLESHEET_TIME_LIMIT_MS = 3000;

/** How long the islands may take to start, from when the boot module is asked for, before the page shows its no-script ways. */
export const ISLANDS_TIME_LIMIT_MS = 5000;

export const EARLY_INPUT_SCRIPT =
  'window.earlyInputs=[];for(var t of["click","keydown"])addEventListener(t,function(e){var l=window.earlyInputs;l&&l.push(e)},true);' +
  // a: the stylesheet's address; h: the same while this script is still to link it, once the first screen is painted.
  `(function(s){var a=s.getAttribute("${STYLESHEET_ATTRIBUTE}"),h=a,r=document.documentElement,d=document.head,` +
  // A link to a place in the page, a reload, back or forward: the browser scrolls below the first screen.
  'n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0],' +
  'k=function(b){var c=document.createElement("link");c.rel="stylesheet";c.href=a;b&&(c.blocking=b);d.append(c);return c},' +
  `x=function(){r.classList.add("${NO_ISLANDS_CLASS}")};` +
  'if(h&&(location.hash||n&&n.type!="navigate")){var c=k("render");' +
  // Past the time limit, the hold on the first paint ends: the link goes, and comes back without it.
  `setTimeout(function(){c.sheet||(c.remove(),k())},${STYLESHEET_TIME_LIMIT_MS});h=0}` +
  `h&&r.classList.add("${STYLES_PENDING_CLASS}");` +
  'function g(){' +
  `(s.getAttribute("${MODULES_ATTRIBUTE}")||"").split(" ").filter(Boolean).forEach(function(u,i){` +
  'var m=document.createElement(i?"link":"script");if(i){m.rel="modulepreload";m.href=u}else{m.type="module";m.src=u;m.onerror=x;' +
  `setTimeout(function(){window.earlyInputs&&x()},${ISLANDS_TIME_LIMIT_MS})}d.append(m)` +
  '})}function w(){var c,v,e;if(h){c=k();' +
  // Shown one element a task, each laid out there, from the top: no one long task lays out the whole page.
  `v=function(){if(!e){e=1;var l=[].slice.call(document.querySelectorAll("${LATER}")),n=function(){var e=l.shift();` +
  `if(e){e.setAttribute("${SHOWN_ATTRIBUTE}","");e.offsetHeight;setTimeout(n)}else r.classList.remove("${STYLES_PENDING_CLASS}")};n()}};` +
  `c.onload=c.onerror=v;setTimeout(v,${STYLESHEET_TIME_LIMIT_MS})}g()}` +
  'var P=window.PerformanceObserver;' +
  'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){var o=new P(function(l){' +
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(w)}});o.observe({type:"paint",buffered:true})}' +
  'else addEventListener("DOMContentLoaded",function(){requestAnimationFrame(function(){setTimeout(w)})})})(document.currentScript)';

/** The modules of a page as the early-input script reads them: the boot module first, then those to preload. */
export function modulesOf(html: string): string[] {
  const listed = new RegExp(`<script ${MODULES_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1] ?? '';
  return listed.split(' ').filter(Boolean);
}
