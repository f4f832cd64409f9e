import { Head } from './layout/Head';

interface Props {
  /** The rendered body, made first so the head knows which islands it holds. */
  body: string;
  preloads: string[];
}

export function Document({ body, preloads }: Props) {
  return (
    <html lang="en">
      <Head preloads={preloads} />
      <body className="bg-white font-sans text-ink-900 antialiased" dangerouslySetInnerHTML={{ __html: body }} />
    </html>
  );
}
