import { useId, useState } from 'react';
import {
  birthdayBounds,
  dateParts,
  daysInMonthOf,
  joinDateParts,
  monthName,
  type DateParts,
  type DateString,
} from '@csz/core';
import type { FieldBinding } from './useForm';

/**
 * The birthday picker (spec §5 "Profile"): from 100 years back (never before 1900) to 4 years
 * back, opening 14 years back. Three selects, month, day and year, rather than a date input: a
 * browser's date picker cannot be told where to open (it opens on this month, a scroll of fourteen
 * years for a student), while a phone shows each select as its own wheel. The year stands at 14
 * years back until another is picked; the field's value is a date only once a month and a day are
 * picked too, so a member who picks nothing sends no birthday.
 */
export function BirthdayField({
  label,
  field,
  today,
}: {
  label: string;
  field: FieldBinding;
  today: DateString;
}) {
  const id = useId();
  const bounds = birthdayBounds(today);
  const [parts, setParts] = useState<DateParts>(() =>
    field.value === ''
      ? { ...dateParts(''), year: bounds.initial.slice(0, 4) }
      : dateParts(field.value as DateString),
  );
  const change = (part: keyof DateParts, value: string) => {
    const next = { ...parts, [part]: value };
    // The 31st, then February: the day becomes the month's last.
    const last = daysInMonthOf(next.year, next.month);
    if (next.day !== '' && Number(next.day) > last) next.day = String(last);
    setParts(next);
    field.onChange(joinDateParts(next));
  };
  const firstYear = Number(bounds.max.slice(0, 4));
  const lastYear = Number(bounds.min.slice(0, 4));
  const years = Array.from({ length: firstYear - lastYear + 1 }, (_, i) => String(firstYear - i));
  const days = daysInMonthOf(parts.year, parts.month);
  const error = field.error ? `${id}-error` : undefined;
  const select = (part: keyof DateParts, name: string, options: [string, string][]) => (
    <label className="birthday-field__part">
      <span className="csz-visually-hidden">{name}</span>
      <select
        className="csz-select__control"
        name={`${field.name}-${part}`}
        autoComplete={`bday-${part}`}
        value={parts[part]}
        aria-invalid={field.error != null}
        aria-describedby={error}
        onChange={(event) => change(part, event.currentTarget.value)}
        onBlur={field.onBlur}
      >
        <option value="">{name}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className="auth-field birthday-field">
      <legend>{label}</legend>
      <div className="birthday-field__parts">
        {select(
          'month',
          'Month',
          Array.from({ length: 12 }, (_, i) => [String(i + 1), monthName(i + 1)]),
        )}
        {select(
          'day',
          'Day',
          Array.from({ length: days }, (_, i) => [String(i + 1), String(i + 1)]),
        )}
        {select(
          'year',
          'Year',
          years.map((year) => [year, year]),
        )}
      </div>
      <p id={`${id}-error`} className="auth-field__error">
        {field.error}
      </p>
    </fieldset>
  );
}
