import { useSite } from '../context';
import { SiteLayout } from '../layout/SiteLayout';
import { PageLayout } from './PageLayout';
import { ServiceLayout } from './ServiceLayout';

/** The whole body of a page: site chrome around the page's layout. */
export function PageView() {
  const { page } = useSite();
  return <SiteLayout>{page.layout === 'service' ? <ServiceLayout /> : <PageLayout />}</SiteLayout>;
}
