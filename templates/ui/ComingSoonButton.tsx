/** A Learn More button for what is coming soon: a notification instead of a page. */
import { Island } from '../Island';
import { buttonClasses } from './ButtonLink';

interface Props {
  label: string;
  /** What the button is about, for screen readers (like the group's title). */
  context: string;
  /** The notice it shows. */
  notice?: { title: string; description: string };
}

const comingSoon = {
  title: 'Feature Coming Soon',
  description: 'This page is on its way. In the meantime, contact us and we will gladly tell you more.',
};

/**
 * A Learn More button that tells the visitor, in a notification, that the
 * feature is coming soon. It needs its script, so without JavaScript it is
 * hidden rather than a button that does nothing.
 */
export function ComingSoonButton({ label, context, notice = comingSoon }: Props) {
  return <Island name="ComingSoonButton" when="idle" props={{ label, context, notice, className: `${buttonClasses('outline')} noscript:hidden` }} />;
}
