/**
 * The Website Design Intake Form: about the business, up to three goals,
 * style, features, readiness and a launch date. Ticked goals and features
 * are sent as one field each, joined with ", ".
 */
import { useEffect, useRef, useState } from 'react';
import { DatePicker } from './date-picker/DatePicker';
import { Choices, Field } from './forms/Fields';
import { FormShell, type FormIslandProps } from './forms/FormShell';
import { type IntakeFields, MAX_GOALS, readIntakeFields } from './forms/intake-fields';
import { checkedValues, joinSelection, requireOne } from './forms/selection';
const otherName = (group: string) => (option: string) => (option === 'Other' ? group : undefined);

export type IntakeFormProps = FormIslandProps & {
  /** The fields and choices (intake-fields.ts INTAKE_FIELDS): given on the server, read back from the form's HTML in the browser. */
  fields?: IntakeFields;
  /** Labels of the fields that have none to read back (INTAKE_LABELS); the Other texts show theirs. */
  labels: Record<string, string>;
};

export default function IntakeForm({ fields: given, labels, ...props }: IntakeFormProps) {
  const [{ about, style, closing, goals: GOALS, features: FEATURES, content, branding, legends }] = useState(
    () => given ?? readIntakeFields(document.getElementById(props.id)!),
  );
  // Rules that need JavaScript start once hydrated, so the form works in full without it.
  const [live, setLive] = useState(false);
  const [goals, setGoals] = useState<string[]>([]);
  const [otherFeature, setOtherFeature] = useState(false);
  const [launchDate, setLaunchDate] = useState('');
  const dateRef = useRef<HTMLDivElement>(null);

  // A date chosen in the calendar changes no field by typing: tell the form, so the draft keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the date changes; live only says whether the form listens yet
  useEffect(() => {
    if (live) dateRef.current?.dispatchEvent(new Event('input', { bubbles: true }));
  }, [launchDate]);

  const sync = (form: HTMLFormElement) => {
    const ticked = checkedValues(form, 'website_goals', 'other_goal');
    const features = checkedValues(form, 'features', 'other_feature');
    setGoals(ticked);
    setOtherFeature(features.includes('Other'));
    requireOne(form, 'website_goals', ticked.length, 'Choose at least one goal.');
    requireOne(form, 'features', features.length, 'Choose at least one feature.');
  };
  const prepare = (fields: FormData) => {
    joinSelection(fields, 'website_goals', 'other_goal');
    joinSelection(fields, 'features', 'other_feature');
  };
  const full = goals.length >= MAX_GOALS;

  return (
    <FormShell
      {...props}
      labels={labels}
      prepare={prepare}
      onChange={sync}
      onRestore={(form) => {
        setLive(true);
        // The field holds the date entered before the script ran, or the draft's.
        setLaunchDate((form.elements.namedItem('launch_date') as HTMLInputElement | null)?.value ?? '');
        sync(form);
      }}
    >
      {about.map((field) => (
        <Field key={field.name} {...field} />
      ))}
      <Choices
        name="website_goals"
        legend={legends[0]!}
        type="checkbox"
        options={GOALS}
        required
        nameOf={otherName('other_goal')}
        isDisabled={(goal) => live && full && !goals.includes(goal)}
      >
        <OtherText name="other_goal_text" label={labels.other_goal_text!} disabled={live && !goals.includes('Other')} />
      </Choices>
      {style.map((field) => (
        <Field key={field.name} {...field} />
      ))}
      <Choices
        name="features"
        legend={legends[1]!}
        type="checkbox"
        options={FEATURES}
        required
        nameOf={otherName('other_feature')}
      >
        <OtherText name="other_feature_text" label={labels.other_feature_text!} disabled={live && !otherFeature} />
      </Choices>
      <Choices name="contentReady" legend={legends[2]!} type="radio" options={content} required />
      <Choices name="brandingGuide" legend={legends[3]!} type="radio" options={branding} required />
      <div ref={dateRef}>
        <DatePicker
          id={`${props.id}-launch_date`}
          name="launch_date"
          label="Preferred launch date"
          value={launchDate}
          onChange={setLaunchDate}
        />
      </div>
      {closing.map((field) => (
        <Field key={field.name} {...field} />
      ))}
    </FormShell>
  );
}

/**
 * The text of an Other choice. It shows only while its box is ticked, by CSS,
 * so it looks the same from the first paint, before and without the script;
 * the script also disables it while hidden, so it is not sent.
 */
function OtherText({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  return (
    // In its fieldset, the only box whose name starts with "other" is the Other choice.
    <div className="other-text">
      <Field name={name} label={label} disabled={disabled} />
    </div>
  );
}
