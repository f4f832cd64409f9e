/**
 * The Contact Us and Request a Quote forms: name, email, phone, service and
 * message. The contact form preselects the service named in ?service=.
 */
import { Field } from './forms/Fields';
import { FormShell, type FormIslandProps } from './forms/FormShell';

export type EnquiryFormProps = FormIslandProps & {
  /** Choices of Service of Interest, in order. */
  services: string[];
  phoneRequired: boolean;
  /** Preselect the service named in the page address (?service=Web%20Hosting). */
  serviceFromUrl: boolean;
};

export default function EnquiryForm({ services, phoneRequired, serviceFromUrl, ...shell }: EnquiryFormProps) {
  const presetService = (form: HTMLFormElement) => {
    if (!serviceFromUrl) return;
    const wanted = new URLSearchParams(window.location.search).get('service');
    const select = form.elements.namedItem('service');
    if (wanted && services.includes(wanted) && select instanceof HTMLSelectElement) select.value = wanted;
  };
  return (
    <FormShell {...shell} onRestore={presetService}>
      <Field name="name" label="Full Name" required autoComplete="name" />
      <Field name="email" label="Email Address" type="email" required autoComplete="email" />
      <Field name="phone" label="Phone Number" type="tel" required={phoneRequired} autoComplete="tel" />
      <Field
        name="service"
        label="Service of Interest"
        type="select"
        required
        options={[
          { value: '', label: 'Select a service...' },
          ...services.map((service) => ({ value: service, label: service })),
        ]}
      />
      <Field name="message" label="Message" type="textarea" rows={5} required wide />
    </FormShell>
  );
}
