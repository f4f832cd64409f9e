/**
 * Fields and choices of the Website Design Intake Form (spec section 3).
 * The page renders them (INTAKE_FIELDS), and the island reads them back from
 * the form's HTML (readIntakeFields): their words cost no script, and the
 * page carries them once.
 */
import type { FieldProps } from './Fields';

export const GOALS = [
  'Attract new clients',
  'Sell products/services online',
  'Build brand credibility',
  'Share news/blogs/content',
  'Showcase portfolio/work',
  'Other',
];

export const FEATURES = [
  'Contact form',
  'WhatsApp chat button',
  'Online store / eCommerce',
  'Booking system',
  'Blog or news section',
  'Portfolio/Gallery',
  'Newsletter signup',
  'Social media integration',
  'Other',
];

export const about: FieldProps[] = [
  { name: 'businessName', label: 'Business Name', required: true, autoComplete: 'organization' },
  { name: 'contactPerson', label: 'Contact Person', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email Address', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', required: true, autoComplete: 'tel' },
  {
    name: 'currentWebsite',
    label: 'Current Website (if any)',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'https://',
    wide: true,
  },
  { name: 'businessDescription', label: 'Tell us about your business', type: 'textarea', required: true, wide: true },
  {
    name: 'targetAudience',
    label: 'Who is your target audience?',
    type: 'textarea',
    rows: 3,
    required: true,
    wide: true,
  },
];

export const style: FieldProps[] = [
  {
    name: 'websitePersonality',
    label: 'How should your website feel?',
    required: true,
    placeholder: 'e.g. professional, friendly, bold',
    wide: true,
  },
  {
    name: 'inspirationWebsites',
    label: 'Websites you like, and why',
    type: 'textarea',
    rows: 3,
    required: true,
    wide: true,
  },
];

export const closing: FieldProps[] = [
  { name: 'budgetRange', label: 'Budget Range', placeholder: 'e.g. USD 500 to 1,000' },
  { name: 'additionalInfo', label: 'Anything else we should know?', type: 'textarea', rows: 4, wide: true },
];

/** Labels of the fields that have none of their own to read back (choices, the Other texts, the date), to prefix the service's field errors. */
export const INTAKE_LABELS: Record<string, string> = {
  website_goals: 'Website Goals',
  other_goal_text: 'Other goal',
  features: 'Features',
  other_feature_text: 'Other feature',
  contentReady: 'Content ready',
  brandingGuide: 'Branding guide',
  launch_date: 'Launch date',
};

/** Goals a visitor may choose at most (spec section 9), as the goals' legend says. */
export const MAX_GOALS = 3;

export interface IntakeFields {
  about: FieldProps[];
  style: FieldProps[];
  closing: FieldProps[];
  goals: string[];
  features: string[];
  /** The answers of the two questions of readiness (content, branding). */
  content: string[];
  branding: string[];
  /** The legends of the four groups of choices: goals, features, content, branding. */
  legends: string[];
}

export const INTAKE_FIELDS: IntakeFields = {
  about,
  style,
  closing,
  goals: GOALS,
  features: FEATURES,
  content: ['Yes', "Not yet, I'll need help"],
  branding: ['Yes', 'No, please advise'],
  legends: [
    'What should your website do for you? (choose up to 3)',
    'Which features do you need?',
    'Is your content (text and images) ready?',
    'Do you have a logo and brand guide?',
  ],
};

/**
 * The intake form's fields and choices as its HTML shows them: the fields
 * before the first group of choices, those between the first two groups, and
 * those after the launch date; the legend of each group of choices and the
 * values of its boxes (goals, features, content, branding). IntakeForm renders them so, and
 * tests/browser/forms/forms-intake.test.ts checks the island then shows the
 * form as served. Attributes a field does not have stay unset (null).
 */
export function readIntakeFields(form: Element): IntakeFields {
  const fields: FieldProps[][] = [[]];
  const choices: string[][] = [];
  const legends: string[] = [];
  for (const child of form.querySelector('.form-fields')!.children) {
    const control = child.querySelector<HTMLInputElement & HTMLTextAreaElement>(':scope>:is(input,textarea)');
    const attribute = (name: string) => control?.getAttribute(name) ?? undefined;
    if (control)
      fields[fields.length - 1]!.push({
        name: control.name,
        // The label's first text: what follows it is the required mark.
        label: (child.firstChild!.firstChild as Text).data,
        type: control.type as FieldProps['type'],
        required: control.required,
        rows: control.rows,
        autoComplete: attribute('autocomplete'),
        placeholder: attribute('placeholder'),
        wide: !!child.className,
      });
    else {
      // Past a group of choices (or the date): the next fields are another group.
      fields.push([]);
      if (child.tagName === 'FIELDSET') {
        legends.push((child.firstChild!.firstChild as Text).data);
        choices.push([...child.querySelectorAll<HTMLInputElement>('.form-choices input')].map((box) => box.value));
      }
    }
  }
  const [about = [], style = [], closing = []] = fields.filter((group) => group[0]);
  const [goals = [], features = [], content = [], branding = []] = choices;
  return { about, style, closing, goals, features, content, branding, legends };
}
