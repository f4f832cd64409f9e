/** The "Start Your Project With Us" brief on Our Work; the service's field errors show beside their field. */
import { Field, type FieldProps } from './forms/Fields';
import { FormShell, type FormIslandProps } from './forms/FormShell';

const PROJECT_TYPES = ['Website Design', 'Compliance', 'NGO Support', 'Other'];

const fields: FieldProps[] = [
  { name: 'fullName', label: 'Full Name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'organization', label: 'Organization', autoComplete: 'organization' },
  {
    name: 'projectType',
    label: 'Project Type',
    type: 'select',
    options: PROJECT_TYPES.map((type) => ({ value: type, label: type })),
    wide: true,
  },
  { name: 'projectGoals', label: 'Project Goals', type: 'textarea', rows: 5, required: true, wide: true },
  { name: 'timeline', label: 'Timeline', placeholder: 'e.g. within 3 months' },
  { name: 'budget', label: 'Budget', placeholder: 'e.g. USD 1,500' },
];

export default function ProjectBriefForm(props: FormIslandProps) {
  return (
    // Field errors beside their field, labelled as the form labels it.
    <FormShell {...props} labels={{}}>
      {fields.map((field) => (
        <Field key={field.name} {...field} />
      ))}
    </FormShell>
  );
}
