/** The real site's one walk (tests/support/spine-walk.ts), shard 3 of 3: a third of the pages of the site. */
import { walkPages } from '../../support/spine-walk';

walkPages(2);
