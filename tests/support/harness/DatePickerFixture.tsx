/** The date picker inside a form, with a record of its change callbacks, for tests. */
import { useState } from 'react';
import { DatePicker } from '../../../islands/date-picker/DatePicker';

export interface DatePickerFixtureProps {
  value?: string;
  min?: string;
}

export default function DatePickerFixture({ value, min }: DatePickerFixtureProps) {
  const [changes, setChanges] = useState<string[]>([]);
  return (
    <form action="/sent" method="get" aria-label="Launch">
      <DatePicker
        id="launch-date"
        name="launch_date"
        label="Preferred launch date"
        value={value}
        min={min}
        onChange={(next) => setChanges([...changes, next])}
      />
      <p id="changes">{changes.map((change) => change || 'cleared').join(', ')}</p>
      <input type="text" aria-label="Next field" name="after" />
      <button type="submit">Send</button>
    </form>
  );
}
