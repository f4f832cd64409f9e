import { renderMarkdown } from '../../scripts/lib/markdown';
import { cx } from './cx';

interface Props {
  source: string;
  className?: string;
  /** Render a short text without a wrapping paragraph. */
  inline?: boolean;
}

/** Editor-written Markdown, rendered safely (raw HTML in it is shown as text). */
export function Markdown({ source, className, inline = false }: Props) {
  const html = renderMarkdown(source, { inline });
  if (inline) return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={cx('prose', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
