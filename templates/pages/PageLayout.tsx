/** The layout of an ordinary page: its blocks, then its Markdown body. */
import { useSite } from '../context';
import { Blocks, isHero } from '../blocks';
import { PageHeader } from '../blocks/banners/PageHero';
import { Markdown } from '../ui/Markdown';
import { Section } from '../ui/Section';
import { EndOfFirstScreen } from '../layout/FirstScreenEnd';

/** A page made of blocks; a Markdown body, if any, follows them. */
export function PageLayout() {
  const { page } = useSite();
  const { blocks } = page.data;
  const hero = isHero(blocks[0]) ? blocks.slice(0, 1) : [];
  // The first screen is the hero and the block after it (../layout/FirstScreenEnd.tsx).
  const [next, ...rest] = blocks.slice(hero.length);
  const body = page.body.trim() ? (
    <Section>
      <Markdown source={page.body} className="mx-auto max-w-3xl" />
    </Section>
  ) : null;
  return (
    <>
      {hero.length > 0 ? (
        <Blocks blocks={hero} />
      ) : (
        <PageHeader heading={page.data.heading ?? page.title} text={page.description} />
      )}
      {next ? <Blocks blocks={[next]} /> : body}
      <EndOfFirstScreen />
      <Blocks blocks={rest} />
      {next && body}
    </>
  );
}
