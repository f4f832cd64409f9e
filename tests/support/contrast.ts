/**
 * Texts a visitor cannot read: each element with text of its own, shown,
 * whose colour has a contrast under 3:1 with what lies behind it (the
 * nearest background colour or gradient among it and its ancestors, the
 * page's white when there is none; for a gradient, its worst colour).
 */
import type { Page } from 'playwright-core';

export function unreadableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (text: string): Rgba[] =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r = 0, g = 0, b = 0, a = 1] = match[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r, g, b, a];
      });
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const over = (top: Rgba, below: Rgba): Rgba => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
      1,
    ];
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    /** The colours behind an element: the nearest opaque-enough background, each colour of a gradient. */
    const behind = (element: Element): Rgba[] => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.backgroundImage.includes('gradient')) return parse(style.backgroundImage);
        const [colour] = parse(style.backgroundColor);
        if (colour && colour[3] > 0.5) return [colour];
      }
      return [[255, 255, 255, 1]];
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (!own || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue;
      const [colour] = parse(getComputedStyle(element).color);
      if (!colour) continue;
      const worst = Math.min(...behind(element).map((ground) => contrast(over(colour, ground), ground)));
      if (worst < 3)
        found.push(
          `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}": ${worst.toFixed(2)}:1`,
        );
    }
    return found;
  });
}
