/** Island: a button that tells the visitor, in a notification, that a feature is coming soon. */
import { toast } from './toast/api';

export interface ComingSoonButtonProps {
  label: string;
  /** What the button is about, for screen readers (like the group's title). */
  context: string;
  notice: { title: string; description: string };
  className: string;
}

/** A button that tells the visitor, in a notification, that the feature is coming soon. */
export default function ComingSoonButton({ label, context, notice, className }: ComingSoonButtonProps) {
  return (
    <button type="button" className={className} onClick={() => toast(notice)}>
      {label}
      <span className="sr-only">{`: ${context}`}</span>
    </button>
  );
}
