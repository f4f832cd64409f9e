import { useSite } from '../context';
import { Blocks, isHero } from '../blocks';
import { PageHeader } from '../blocks/PageHero';
import { ButtonLink } from '../ui/ButtonLink';
import { ContactCard } from '../ui/ContactCard';
import { Markdown } from '../ui/Markdown';
import { Section } from '../ui/Section';

/** A service page: its description, text, Enquire Now button and Contact Us box, then its blocks. */
export function ServiceLayout() {
  const { page } = useSite();
  const { blocks, enquire, service } = page.data;
  const enquireHref = `/contact?service=${encodeURIComponent(service ?? page.title)}`;
  return (
    <>
      {!isHero(blocks[0]) && <PageHeader heading={page.data.heading ?? page.title} text={page.description} />}
      {page.body.trim() && (
        <Section>
          <div className="grid gap-10 lg:grid-cols-3">
            <Markdown source={page.body} className="lg:col-span-2" />
            <aside className="lg:sticky lg:top-28 lg:self-start">
              <ContactCard>
                {enquire && (
                  <ButtonLink href={enquireHref} variant="secondary" className="mt-6 w-full">
                    Enquire Now
                  </ButtonLink>
                )}
              </ContactCard>
            </aside>
          </div>
        </Section>
      )}
      <Blocks blocks={blocks} />
      {!page.body.trim() && (
        <Section tone="tinted">
          <div className="mx-auto max-w-xl">
            <ContactCard>
              {enquire && (
                <ButtonLink href={enquireHref} variant="secondary" className="mt-6 w-full">
                  Enquire Now
                </ButtonLink>
              )}
            </ContactCard>
          </div>
        </Section>
      )}
    </>
  );
}
