/** The layout of an ordinary page: its blocks, then its Markdown body. */
import { useSite } from '../context';
import { Blocks, isHero } from '../blocks';
import { PageHeader } from '../blocks/banners/PageHero';
import { Markdown } from '../ui/Markdown';
import { Section } from '../ui/Section';
import { StylesheetAfterFirstScreen } from '../layout/Stylesheet';

/** A page made of blocks; a Markdown body, if any, follows them. */
export function PageLayout() {
  const { page } = useSite();
  const { blocks } = page.data;
  return (
    <>
      {isHero(blocks[0]) ? (
        <Blocks blocks={blocks.slice(0, 1)} />
      ) : (
        <PageHeader heading={page.data.heading ?? page.title} text={page.description} />
      )}
      <StylesheetAfterFirstScreen />
      <Blocks blocks={isHero(blocks[0]) ? blocks.slice(1) : blocks} />
      {page.body.trim() && (
        <Section>
          <Markdown source={page.body} className="mx-auto max-w-3xl" />
        </Section>
      )}
    </>
  );
}
