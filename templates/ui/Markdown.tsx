import { renderMarkdown } from '../../scripts/lib/markdown';
import { cx } from './cx';

interface Props {
  source: string;
  className?: string;
}

/** Editor-written Markdown, rendered safely (raw HTML in it is shown as text). */
export function Markdown({ source, className }: Props) {
  return <div className={cx('prose', className)} dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }} />;
}
