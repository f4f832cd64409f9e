/** Editors' Markdown, rendered as HTML in a prose container. */
import { useSite } from '../context';
import { cx } from './cx';

interface Props {
  source: string;
  className?: string;
}

/** Editor-written Markdown, rendered safely (raw HTML in it is shown as text). */
export function Markdown({ source, className }: Props) {
  const { markdown } = useSite();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the build made from the editors' Markdown, raw HTML in it escaped
  return <div className={cx('prose', className)} dangerouslySetInnerHTML={{ __html: markdown(source) }} />;
}
