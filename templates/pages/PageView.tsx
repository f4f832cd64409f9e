/** A page's own content, by its layout, inside the site chrome. */
import { useSite } from '../context';
import { SiteLayout } from '../layout/SiteLayout';
import { DraftLabel } from './DraftLabel';
import { PageLayout } from './PageLayout';
import { ServiceLayout } from './ServiceLayout';

/** The page's own part, inside the site chrome's <main>; a draft (shown by the dev server only) carries its label. */
export function PageContent() {
  const { page } = useSite();
  return (
    <>
      {page.data.draft && <DraftLabel />}
      {page.layout === 'service' ? <ServiceLayout /> : <PageLayout />}
    </>
  );
}

/** The whole body of a page: site chrome around the page's layout. */
export function PageView() {
  return (
    <SiteLayout>
      <PageContent />
    </SiteLayout>
  );
}
