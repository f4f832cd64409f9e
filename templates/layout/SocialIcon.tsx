/** Icons of the social networks site.yaml links to. */
import type { Site } from '../../scripts/schemas/site';

type Network = Site['social'][number]['network'];

/** Brand marks as simple filled paths on a 24 x 24 grid. */
const marks: Record<Network, string> = {
  LinkedIn:
    'M4.98 3.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.1c0-1.22-.02-2.78-1.7-2.78-1.7 0-1.96 1.33-1.96 2.7V21h-4z',
  Facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.87.25-1.46 1.5-1.46h1.6V4.46A21 21 0 0014.3 4.3c-2.3 0-3.8 1.4-3.8 3.97v2.23H7.9v3h2.6V21z',
  X: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  Instagram:
    'M12 7.2a4.8 4.8 0 100 9.6 4.8 4.8 0 000-9.6zm0 7.9a3.1 3.1 0 110-6.2 3.1 3.1 0 010 6.2zM17 5.9a1.1 1.1 0 100 2.2 1.1 1.1 0 000-2.2zM12 3.6c2.7 0 3 0 4.1.06 2.7.12 4 1.42 4.1 4.1.06 1.06.07 1.38.07 4.08s0 3-.07 4.1c-.12 2.7-1.4 4-4.1 4.1-1.06.05-1.38.06-4.1.06s-3-.01-4.08-.06c-2.73-.12-4-1.42-4.1-4.1C3.7 15 3.6 14.7 3.6 12s0-3 .06-4.1c.13-2.68 1.4-3.98 4.1-4.1C8.9 3.61 9.3 3.6 12 3.6z',
};

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-5 w-5" fill="currentColor">
      <path d={marks[network]} />
    </svg>
  );
}
