/** The HTML document of a page: its head, and the body rendered before it. */
import { Head } from './layout/Head';

/** The body's classes: the page's background, type and text colour. */
export const BODY_CLASS = 'bg-white font-sans text-ink-900 antialiased';

interface Props {
  /** The rendered body, made first so the head knows which islands it holds. */
  body: string;
  preloads: string[];
}

export function Document({ body, preloads }: Props) {
  return (
    <html lang="en">
      <Head preloads={preloads} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page body, already rendered to HTML by the build */}
      <body className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: body }} />
    </html>
  );
}
