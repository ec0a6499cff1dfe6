import { inputClasses } from '../../components/ui/text-field.tsx';

/** One labelled choice of an administration list's filter form, its first option meaning "any". */
export function FilterSelect({ id, name, label, anyLabel, value, options }: { id: string; name: string; label: string; anyLabel: string; value: string | undefined; options: readonly { value: string; label: string }[] }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={inputClasses}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
