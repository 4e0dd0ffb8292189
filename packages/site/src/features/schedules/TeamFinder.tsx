import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectionPath, selectionReducer, seasonOf, type School } from '@csz/core';
import { ScheduleFinder } from '@csz/widgets';
import { schoolsQuery } from '../../api/lookups';
import { useQuery } from '../../api/useQuery';
import { usePlaceLists } from '../../api/usePlaceLists';
import { useApi } from '../../state/api';
import { useSelection } from '../../state/selection';
import { useToday } from '../../state/today';

/**
 * The schedule finder (spec §2): a school by name, or by state, league, school and sport. Its picks
 * start from the reader's and stay its own until GO, so that the page behind does not change while
 * the reader looks; GO opens the team's schedules with the picks forced into the page.
 */
export function TeamFinder({ compact = false, onGo }: { compact?: boolean; onGo?: () => void }) {
  const api = useApi();
  const navigate = useNavigate();
  const [readerSelection] = useSelection();
  const [picks, dispatch] = useReducer(selectionReducer, readerSelection);
  const [term, setTerm] = useState<string | null>(null);
  const lists = usePlaceLists(
    {
      stateId: picks.selectedStateId,
      countyId: picks.selectedCountyId,
      schoolId: picks.selectedSchoolId,
    },
    { schools: true },
  );
  const found = useQuery(term ? schoolsQuery(api, { searchTerm: term, isAllStates: true }) : null);
  const season = seasonOf(useToday());

  const go = (selection: Partial<typeof picks>) => {
    onGo?.();
    navigate(selectionPath('schedules', { ...selection, season }, { force: true }));
  };
  const goToSchool = (school: School) =>
    go({
      selectedStateId: String(school.stateId),
      selectedCountyId: String(school.districtId),
      selectedSchoolId: String(school.id),
    });

  return (
    <ScheduleFinder
      compact={compact}
      searchResults={found.status === 'loaded' ? found.data.items : []}
      searching={found.status === 'loading'}
      onSearch={setTerm}
      onGoToSchool={goToSchool}
      states={lists.states ?? []}
      leagues={lists.counties ?? []}
      schools={lists.schools ?? []}
      sports={lists.sports ?? []}
      stateId={picks.selectedStateId}
      countyId={picks.selectedCountyId}
      schoolId={picks.selectedSchoolId}
      sportId={picks.selectedSportId}
      onStateChange={(stateId) => dispatch({ type: 'state', stateId })}
      onCountyChange={(countyId) => dispatch({ type: 'county', countyId })}
      onSchoolChange={(schoolId) =>
        dispatch({
          type: 'school',
          school:
            schoolId == null
              ? null
              : {
                  id: schoolId,
                  districtId: picks.selectedCountyId ?? '',
                  stateId: picks.selectedStateId ?? '',
                },
        })
      }
      onSportChange={(sportId) => dispatch({ type: 'sport', sportId })}
      onGoToTeam={() => go(picks)}
    />
  );
}
