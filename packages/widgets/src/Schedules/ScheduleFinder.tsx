import { useEffect, useEffectEvent, useState } from 'react';
import { useCombobox } from 'downshift';
import {
  EMPTY_SELECTION,
  PAGE_SIZES,
  TIMERS_MS,
  canGoToSchool,
  canGoToTeam,
  isCountyPickerEnabled,
  type School,
} from '@csz/core';
import { Select, type SelectOption } from '../internal/Select';

/** Props of {@link ScheduleFinder}. */
export interface ScheduleFinderProps {
  /** Schools matching the reader's search; the first five are offered. */
  searchResults: readonly School[];
  /** Whether a search is running. @default false */
  searching?: boolean;
  /** Called 500 ms after the reader stops typing a school's name (spec §5), with the text. */
  onSearch: (term: string) => void;
  /** Called with the school the reader chose to go to ('GO TO SCHOOL'). */
  onGoToSchool: (school: School) => void;
  /** The short form for the navigation pop-over: the button says 'GO'. @default false */
  compact?: boolean;
  /** States for the filter. */
  states: readonly SelectOption[];
  /** Leagues (counties, conferences) of the chosen state. */
  leagues: readonly SelectOption[];
  /** Schools of the chosen league. */
  schools: readonly SelectOption[];
  /** Sports for the filter. */
  sports: readonly SelectOption[];
  stateId: string | null;
  countyId: string | null;
  schoolId: string | null;
  sportId: string | null;
  onStateChange: (stateId: string | null) => void;
  onCountyChange: (countyId: string | null) => void;
  onSchoolChange: (schoolId: string | null) => void;
  onSportChange: (sportId: string | null) => void;
  /** Called by 'GO TO TEAM' once a state, a league and a school are chosen. */
  onGoToTeam: () => void;
}

/**
 * The schedule finder (spec §2): a school search ('ENTER SCHOOL NAME', 'GO TO SCHOOL' or 'GO'),
 * then 'OR USE THE FILTER' with state, league, school and sport pickers and 'GO TO TEAM'. The search
 * matches word parts, 'st' as saint and 'mt' as mount (the server applies core's rule).
 */
export function ScheduleFinder({
  searchResults,
  searching = false,
  onSearch,
  onGoToSchool,
  compact = false,
  states,
  leagues,
  schools,
  sports,
  stateId,
  countyId,
  schoolId,
  sportId,
  onStateChange,
  onCountyChange,
  onSchoolChange,
  onSportChange,
  onGoToTeam,
}: ScheduleFinderProps) {
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<School | null>(null);
  const items = searchResults.slice(0, PAGE_SIZES.schoolSearchDropdown);

  // The page's callback may be a new function each render; that must not restart the wait.
  const search = useEffectEvent((text: string) => onSearch(text));
  useEffect(() => {
    const text = term.trim();
    if (text === '' || text === chosen?.name) return undefined;
    const timer = setTimeout(() => search(text), TIMERS_MS.searchDebounce);
    return () => clearTimeout(timer);
  }, [term, chosen]);

  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } =
    useCombobox<School>({
      items,
      itemToString: (school) => school?.name ?? '',
      onInputValueChange: ({ inputValue }) => {
        setTerm(inputValue ?? '');
        if (chosen != null && inputValue !== chosen.name) setChosen(null);
      },
      onSelectedItemChange: ({ selectedItem }) => setChosen(selectedItem ?? null),
    });

  const selection = {
    ...EMPTY_SELECTION,
    selectedStateId: stateId,
    selectedCountyId: countyId,
    selectedSchoolId: schoolId,
  };

  return (
    <div className="csz-finder">
      <form
        className="csz-finder__search"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onGoToSchool(chosen);
        }}
      >
        <label className="csz-finder__label" {...getLabelProps()}>
          ENTER SCHOOL NAME
        </label>
        <div className="csz-finder__row">
          <div className="csz-finder__combo">
            <input className="csz-input" placeholder="School name" {...getInputProps()} />
            <ul className="csz-finder__menu" {...getMenuProps()}>
              {isOpen && term.trim() !== ''
                ? items.map((school, index) => (
                    <li
                      key={school.id}
                      className="csz-finder__option"
                      data-highlighted={highlightedIndex === index || undefined}
                      {...getItemProps({ item: school, index })}
                    >
                      <span className="csz-finder__option-name">{school.name}</span>
                      <span className="csz-finder__option-place">
                        {school.district}, {school.state}
                      </span>
                    </li>
                  ))
                : null}
            </ul>
            {/* Outside the list box, which may hold only options; read out as it changes. */}
            <p className="csz-finder__none" role="status">
              {isOpen && term.trim() !== '' && items.length === 0
                ? searching
                  ? 'Searching...'
                  : 'No schools match'
                : ''}
            </p>
          </div>
          <button type="submit" className="csz-button" disabled={!canGoToSchool(chosen?.id)}>
            {compact ? 'GO' : 'GO TO SCHOOL'}
          </button>
        </div>
      </form>
      <p className="csz-finder__or">OR USE THE FILTER</p>
      <div className="csz-finder__filter">
        <Select
          label="State"
          placeholder="Choose State"
          options={states}
          value={stateId}
          onChange={onStateChange}
        />
        <Select
          label="League"
          placeholder="Search League"
          options={leagues}
          value={countyId}
          disabled={!isCountyPickerEnabled(selection)}
          onChange={onCountyChange}
        />
        <Select
          label="School"
          placeholder="Search School"
          options={schools}
          value={schoolId}
          disabled={countyId == null}
          onChange={onSchoolChange}
        />
        <Select
          label="Sport"
          placeholder="Search Sport"
          options={sports}
          value={sportId}
          onChange={onSportChange}
        />
        <button
          type="button"
          className="csz-button csz-finder__go-team"
          disabled={!canGoToTeam(selection)}
          onClick={onGoToTeam}
        >
          GO TO TEAM
        </button>
      </div>
    </div>
  );
}
