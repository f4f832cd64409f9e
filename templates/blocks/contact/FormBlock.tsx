/**
 * The four form blocks. Each renders its form as an island that posts
 * natively to the form service without JavaScript and is enhanced once
 * hydrated. Endpoints, form ids and service choices come from site.yaml.
 */
import type { ReactElement } from 'react';
import type { BlockOf } from '../../model/blocks';
import type { FormIslandProps } from '../../../islands/forms/FormShell';
import { INTAKE_FIELDS, INTAKE_LABELS } from '../../../islands/forms/intake-fields';
import { FORM_WORDS } from '../../../islands/forms/service-words';
import { useBasePath, useSite } from '../../context';
import { Island } from '../../Island';
import EnquiryForm from '../../../islands/EnquiryForm';
import ProjectBriefForm from '../../../islands/ProjectBriefForm';
import IntakeForm from '../../../islands/IntakeForm';
import { Section } from '../../ui/Section';

type FormBlockType = BlockOf<'contact-form' | 'quote-form' | 'project-brief-form' | 'intake-form'>;
type FormKey = 'contact' | 'quote' | 'brief' | 'intake';

const formKeys: Record<FormBlockType['type'], FormKey> = {
  'contact-form': 'contact',
  'quote-form': 'quote',
  'project-brief-form': 'brief',
  'intake-form': 'intake',
};

export function FormBlock({ block }: { block: FormBlockType }) {
  const { site } = useSite().model;
  const { forms } = site;
  const key = formKeys[block.type];
  const base = useBasePath();
  const shell: FormIslandProps = {
    id: `${key}-form`,
    action: `${forms.endpoint}${forms.ids[key]}`,
    next: forms.thankYou.startsWith('/') ? `${site.url}${forms.thankYou}` : forms.thankYou,
    texts: {
      submitLabel: block.submitLabel,
      sendingLabel: block.sendingLabel,
      successHeading: block.successHeading,
      successText: block.successText,
      homeLabel: block.homeLabel,
      // Only below a folder: a site at its host's root keeps the same props.
      ...(base ? { homeHref: `${base}/` } : {}),
    },
    words: FORM_WORDS,
  };
  let island: ReactElement;
  if (key === 'contact' || key === 'quote') {
    const enquiry = {
      ...shell,
      services: forms.serviceOptions,
      phoneRequired: key === 'contact',
      serviceFromUrl: key === 'contact',
    };
    island = <Island name="EnquiryForm" component={EnquiryForm} props={enquiry} when="idle" />;
  } else if (key === 'brief')
    island = <Island name="ProjectBriefForm" component={ProjectBriefForm} props={shell} when="visible" />;
  else
    island = (
      <Island
        name="IntakeForm"
        component={IntakeForm}
        // The island reads its fields back from its own HTML: the page carries them once.
        serverOnly={['fields']}
        props={{ ...shell, fields: INTAKE_FIELDS, labels: INTAKE_LABELS }}
        when="visible"
      />
    );
  return (
    <Section
      id={key === 'brief' ? 'start-your-project' : undefined}
      heading={block.heading}
      intro={block.intro}
      centered
    >
      <div className="mx-auto max-w-3xl">{island}</div>
    </Section>
  );
}
