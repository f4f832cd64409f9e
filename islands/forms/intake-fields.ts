/**
 * Fields and choices of the Website Design Intake Form (spec section 3).
 * The page passes them to the island as props (INTAKE_FIELDS), so their
 * words cost no script.
 */
import { type FieldProps, labelsOf } from './Fields';

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

export const labels: Record<string, string> = {
  website_goals: 'Website Goals',
  other_goal_text: 'Other goal',
  features: 'Features',
  other_feature_text: 'Other feature',
  contentReady: 'Content ready',
  brandingGuide: 'Branding guide',
  launch_date: 'Launch date',
};

export interface IntakeFields {
  about: FieldProps[];
  style: FieldProps[];
  closing: FieldProps[];
  goals: string[];
  features: string[];
  /** Labels by field name, to prefix the service's field errors. */
  labels: Record<string, string>;
}

export const INTAKE_FIELDS: IntakeFields = {
  about,
  style,
  closing,
  goals: GOALS,
  features: FEATURES,
  labels: { ...labelsOf([...about, ...style, ...closing]), ...labels },
};
