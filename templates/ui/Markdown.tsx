import { useSite } from '../context';
import { cx } from './cx';

interface Props {
  source: string;
  className?: string;
}

/** Editor-written Markdown, rendered safely (raw HTML in it is shown as text). */
export function Markdown({ source, className }: Props) {
  const { markdown } = useSite();
  return <div className={cx('prose', className)} dangerouslySetInnerHTML={{ __html: markdown(source) }} />;
}
