/**
 * The pictures the build makes at the root of the site from a source of the content: made by
 * assets/images.ts, taken as there by the check of links (content/), and named by the check when
 * their source is missing. Here, below both stages, so that neither imports the other. No imports:
 * the web editor's checks bundle it too.
 */
export interface BrandPicture {
  /** Site path of the file made. */
  made: string;
  /** Where its source is: a file of content/images/, or of public/. */
  from: 'content/images' | 'public';
  source: string;
  /** What the file is to a page, for the check's message. */
  what: string;
  /** Named by every page's head; otherwise only when site.yaml's ogImage names it. */
  everyPage: boolean;
  /** The size it is drawn at; favicon.ico holds several (images.ts). */
  size?: [number, number];
}

export const BRAND_PICTURES: readonly BrandPicture[] = [
  {
    made: '/apple-touch-icon.png',
    from: 'content/images',
    source: 'app-icon.svg',
    size: [180, 180],
    what: 'its icon on phones',
    everyPage: true,
  },
  { made: '/favicon.ico', from: 'public', source: 'favicon.svg', what: 'its icon for older browsers', everyPage: true },
  {
    made: '/og-image.jpg',
    from: 'content/images',
    source: 'og-image.svg',
    size: [1200, 630],
    what: 'the picture of its links shared on social media',
    everyPage: false,
  },
];
