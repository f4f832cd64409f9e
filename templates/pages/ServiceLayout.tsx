/** The layout of a service page: its text beside a contact box, then its blocks. */
import { useSite } from '../context';
import { Blocks, isHero } from '../blocks';
import { PageHeader } from '../blocks/banners/PageHero';
import { ButtonLink } from '../ui/ButtonLink';
import { ContactCard } from '../ui/ContactCard';
import { Markdown } from '../ui/Markdown';
import { Section } from '../ui/Section';
import { EndOfFirstScreen } from '../layout/FirstScreenEnd';
import { RelatedPages } from './RelatedPages';

/** A service page: its text beside a Contact Us box (with Enquire Now), then its blocks. */
export function ServiceLayout() {
  const { page } = useSite();
  const { blocks, enquire, service } = page.data;
  const hero = isHero(blocks[0]) ? blocks.slice(0, 1) : [];
  const rest = blocks.slice(hero.length);
  const enquireHref = `/contact?service=${encodeURIComponent(service ?? page.title)}`;
  const contact = (
    <ContactCard>
      {enquire && (
        <ButtonLink href={enquireHref} variant="secondary" className="mt-6 w-full">
          Enquire Now
          <span className="sr-only">{`: ${page.title}`}</span>
        </ButtonLink>
      )}
    </ContactCard>
  );
  return (
    <>
      {hero.length > 0 ? (
        <Blocks blocks={hero} />
      ) : (
        <PageHeader heading={page.data.heading ?? page.title} text={page.description} />
      )}
      {page.body.trim() ? (
        <Section>
          <div className="grid gap-12 lg:grid-cols-3">
            <Markdown source={page.body} className="max-w-prose lg:col-span-2" />
            <aside className="space-y-6 lg:sticky lg:top-28 lg:self-start" aria-label="Contact and related services">
              {contact}
              <RelatedPages />
            </aside>
          </div>
        </Section>
      ) : null}
      {/* The first screen is the hero and the service's text beside its contact box (../layout/FirstScreenEnd.tsx). */}
      <EndOfFirstScreen />
      <Blocks blocks={rest} />
      {!page.body.trim() && (
        <Section tone="tinted">
          <div className="mx-auto max-w-xl">{contact}</div>
        </Section>
      )}
    </>
  );
}
