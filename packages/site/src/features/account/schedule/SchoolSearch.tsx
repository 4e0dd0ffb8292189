import { useEffect, useId, useRef, useState } from 'react';
import { PAGE_SIZES, TIMERS_MS, type School } from '@csz/core';
import { schoolsQuery } from '../../../api/lookups';
import { useQuery } from '../../../api/useQuery';
import { useApi } from '../../../state/api';

/**
 * The game form's school search (spec §5 "School search", the schedule finder's search): schools
 * of every state whose names match, asked for 500 ms after the last keystroke, the first five
 * offered as buttons that add the school to the game.
 */
export function SchoolSearch({
  exclude,
  onAdd,
}: {
  /** Schools already on the game, left out of the results. */
  exclude: readonly number[];
  onAdd: (school: School) => void;
}) {
  const api = useApi();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const wanted = text.trim();
    const timer = setTimeout(() => setTerm(wanted), wanted === '' ? 0 : TIMERS_MS.searchDebounce);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery(
    term === '' ? null : schoolsQuery(api, { searchTerm: term, isAllStates: true }),
  );
  const results =
    found.status === 'loaded'
      ? found.data.items
          .filter((school) => !exclude.includes(school.id))
          .slice(0, PAGE_SIZES.schoolSearchDropdown)
      : [];
  let status = '';
  if (term !== '') {
    if (found.status === 'loading') status = 'Searching...';
    else if (found.status === 'failed') status = found.failure.message;
    else status = results.length === 0 ? 'No schools match' : `${results.length} schools found`;
  }
  return (
    <div className="schedule-search">
      <label htmlFor={id} className="schedule-search__label">
        Add an opponent
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        className="csz-input"
        placeholder="School name"
        autoComplete="off"
        value={text}
        aria-describedby={`${id}-status`}
        onChange={(event) => setText(event.currentTarget.value)}
        // Enter searches at once rather than sending the game form around it.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setTerm(text.trim());
        }}
      />
      <p id={`${id}-status`} className="schedule-search__status" role="status">
        {status}
      </p>
      {results.length > 0 ? (
        <ul className="schedule-search__results">
          {results.map((school) => (
            <li key={school.id}>
              <button
                type="button"
                className="schedule-search__result"
                onClick={() => {
                  onAdd(school);
                  setText('');
                  input.current?.focus();
                }}
              >
                <span className="schedule-search__name">Add {school.name}</span>
                <span className="schedule-search__place">
                  {school.district}, {school.state}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
