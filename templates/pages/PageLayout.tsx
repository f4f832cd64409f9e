/** The layout of an ordinary page: its blocks, then its Markdown body. */
import { useSite } from '../context';
import { Blocks, isHero } from '../blocks';
import { PageHeader } from '../blocks/banners/PageHero';
import { Markdown } from '../ui/Markdown';
import { Section } from '../ui/Section';

/** A page made of blocks; a Markdown body, if any, follows them. */
export function PageLayout() {
  const { page } = useSite();
  const { blocks } = page.data;
  return (
    <>
      {!isHero(blocks[0]) && <PageHeader heading={page.data.heading ?? page.title} text={page.description} />}
      <Blocks blocks={blocks} />
      {page.body.trim() && (
        <Section>
          <Markdown source={page.body} className="mx-auto max-w-3xl" />
        </Section>
      )}
    </>
  );
}
