import { useId } from 'react';

/** An option of a {@link Select}. */
export interface SelectOption {
  id: number | string;
  name: string;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** The visible label. */
  label: string;
  /** The options, in order. */
  options: readonly SelectOption[];
  /** The chosen option's id, null for none. */
  value: string | number | null;
  /** The first, empty option ('Choose State'); choosing it clears the picker. None when null. */
  placeholder: string | null;
  /** Called with the chosen id, or null when the placeholder is chosen. */
  onChange: (id: string | null) => void;
  /** Disables the picker (the county picker until a state is chosen). @default false */
  disabled?: boolean;
  /** Extra class names of the wrapper. */
  className?: string | undefined;
  /** The name a form sends the choice under (an embed's GET form); none when not in a form. */
  name?: string | undefined;
}

/**
 * A labelled picker. It is the browser's own select, which every phone shows with its native wheel
 * or sheet and every screen reader knows.
 */
export function Select({
  label,
  options,
  value,
  placeholder,
  onChange,
  disabled = false,
  className,
  name,
}: SelectProps) {
  const id = useId();
  return (
    <div className={className ? `csz-select ${className}` : 'csz-select'}>
      <label htmlFor={id} className="csz-select__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="csz-select__control"
        value={value == null ? '' : String(value)}
        disabled={disabled}
        onChange={(event) =>
          onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)
        }
      >
        {placeholder == null ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The sport picker of the scores pages, the score strip and the scoreboard embed: all sports or one. */
export function SportSelect(props: Pick<SelectProps, 'options' | 'value' | 'onChange' | 'name'>) {
  return <Select label="Sport" placeholder="All Sports" {...props} />;
}
