import { buttonClasses } from './ButtonLink';

interface Props {
  label: string;
  /** What the button is about, for screen readers (like the group's title). */
  context: string;
}

/** A Learn More button that tells the visitor the feature is coming soon. */
export function ComingSoonButton({ label, context }: Props) {
  return (
    <button type="button" className={buttonClasses('outline')}>
      {label}
      <span className="sr-only">{`: ${context}`}</span>
    </button>
  );
}
