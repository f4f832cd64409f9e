/** The pictures a page's blocks show, found by their shape wherever a block keeps them. */
import type { Picture } from '../../../templates/model/blocks/picture';

export function picturesIn(value: unknown, found: Picture[] = []): Picture[] {
  if (Array.isArray(value)) {
    for (const item of value) picturesIn(item, found);
  } else if (value && typeof value === 'object') {
    if (isPicture(value)) found.push(value);
    else for (const item of Object.values(value)) picturesIn(item, found);
  }
  return found;
}

export function isPicture(value: object): value is Picture {
  return (
    'source' in value && typeof value.source === 'string' && 'width' in value && 'height' in value && 'alt' in value
  );
}
