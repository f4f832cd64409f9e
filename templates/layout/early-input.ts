/**
 * The one inline script of every page. It does two things:
 *
 * - It keeps the clicks and keys that come before the boot module has run,
 *   so the boot module can hand each to its island (islands/boot.ts ends the
 *   keeping).
 * - It loads the page's modules once the first screen is painted and the
 *   stylesheet has come, so they do not share the slow link with what that
 *   paint needs, and no island changes what is shown (an opened menu, a
 *   form's message) before the rules that style it are there: when the browser
 *   reports the first contentful paint (a paint timing entry, which comes
 *   once the frame is shown, however late a busy phone shows it), or, in a
 *   browser without paint timing, in the task after the first frame once the
 *   document is parsed. The modules are named in the
 *   script's own `data-modules` attribute (MODULES_ATTRIBUTE): the boot
 *   module first, then the chunks of islands that hydrate on load, preloaded
 *   so they arrive beside the boot module rather than after it. A tab opened
 *   in the background paints no frame, so it loads them when it is shown.
 *
 * The policy allows this script by its hash (scripts/output/headers.ts); its
 * attributes are not part of the hash, so the text stays the same on every
 * page and in every build.
 */
export const MODULES_ATTRIBUTE = 'data-modules';

export const EARLY_INPUT_SCRIPT =
  'window.earlyInputs=[];for(var t of["click","keydown"])addEventListener(t,function(e){var l=window.earlyInputs;l&&l.push(e)},true);' +
  '(function(s){function g(){' +
  `(s.getAttribute("${MODULES_ATTRIBUTE}")||"").split(" ").filter(Boolean).forEach(function(u,i){` +
  'var m=document.createElement(i?"link":"script");if(i){m.rel="modulepreload";m.href=u}else{m.type="module";m.src=u}document.head.append(m)' +
  '})}function w(){var c=document.querySelector("link[rel=stylesheet]"),d,f=function(){d||(d=1,g())};' +
  'c&&!c.sheet&&document.readyState!="complete"?(c.onload=c.onerror=f,addEventListener("load",f)):f()}' +
  'var P=window.PerformanceObserver;' +
  'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){var o=new P(function(l){' +
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(w)}});o.observe({type:"paint",buffered:true})}' +
  'else addEventListener("DOMContentLoaded",function(){requestAnimationFrame(function(){setTimeout(w)})})})(document.currentScript)';

/** The modules of a page as the early-input script reads them: the boot module first, then those to preload. */
export function modulesOf(html: string): string[] {
  const listed = new RegExp(`<script ${MODULES_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1] ?? '';
  return listed.split(' ').filter(Boolean);
}
