import { useEffect, useState } from 'react';
import { FilterField, filterInputClass } from './filter-field.tsx';

/**
 * The search of an admin list's filter bar, two columns wide: what is typed applies on Enter or when the
 * field is left. `value` is the search applied; cleared elsewhere (a Clear button), the field empties too.
 */
export function SearchBox(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
  testId?: string;
}) {
  const { id, value, onSearch } = props;
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText((current) => (current.trim() === (value ?? '') ? current : (value ?? ''))), [value]);
  const apply = () => onSearch(text.trim() || undefined);
  return (
    <form
      className="col-span-2"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <FilterField id={id} label={props.label}>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={apply}
          placeholder={props.placeholder}
          className={filterInputClass}
          data-testid={props.testId}
        />
      </FilterField>
    </form>
  );
}
