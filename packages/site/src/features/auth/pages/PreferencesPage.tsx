import { useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  DEFAULT_SELF_SIGNUP_CHOICE,
  MESSAGES,
  SELF_SIGNUP_CHOICES,
  type SelfSignupChoice,
} from '@csz/core';
import { Select } from '@csz/widgets';
import { savePreferences } from '../../../api/accounts';
import { FOLLOWS_KEY } from '../../../api/follows';
import { usePlaceLists } from '../../../api/usePlaceLists';
import { useQueryCache } from '../../../api/useQuery';
import { useApi } from '../../../state/api';
import { AuthPage } from '../AuthPage';
import { FormStatus } from '../../../shared/forms/fields';
import { signUpEnd } from '../redirect';

type Id = string | null;

/** One school's preferences as the form holds them (spec §4 "Complete Preferences"). */
interface Choice {
  stateId: Id;
  countyId: Id;
  schoolId: Id;
  sports: readonly { id: number; name: string }[];
  role: SelfSignupChoice;
  isCoachOrDirector: boolean;
}

const EMPTY: Choice = {
  stateId: null,
  countyId: null,
  schoolId: null,
  sports: [],
  role: DEFAULT_SELF_SIGNUP_CHOICE,
  isCoachOrDirector: false,
};

/**
 * /add-school-sub, 'Complete Preferences' (spec §2, §4): a school, its sports (removable chips),
 * a role; Add Another School saves and starts again, Finish saves and goes to the redirect param
 * (default the profile tab), Skip goes there at once. Members only.
 */
export function PreferencesPage() {
  return (
    <AuthPage
      title="Complete Preferences"
      lead="Follow a school and its sports to get their scores and updates."
      access="members"
    >
      <PreferencesForm />
    </AuthPage>
  );
}

function PreferencesForm() {
  const api = useApi();
  const cache = useQueryCache();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [choice, setChoice] = useState<Choice>(EMPTY);
  const [saved, setSaved] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lists = usePlaceLists(choice, { schools: true });
  const target = signUpEnd(search);

  const schoolName = lists.schools?.find((s) => String(s.id) === choice.schoolId)?.name ?? '';
  const sportOptions = choice.schoolId
    ? (lists.sports ?? []).filter((sport) => !choice.sports.some((s) => s.id === sport.id))
    : [];

  const save = async (then: () => void) => {
    if (choice.schoolId == null || sending) return;
    setSending(true);
    setFailure(null);
    const answer = await savePreferences(api, {
      followSchoolId: Number(choice.schoolId),
      followSports: choice.sports.map((sport) => ({ id: sport.id, roles: [] })),
      role: choice.role,
      isCoachOrDirector: choice.isCoachOrDirector,
    });
    setSending(false);
    if (!answer.ok) return setFailure(answer.failure.message);
    cache.invalidate([FOLLOWS_KEY]);
    then();
  };

  return (
    <form
      ref={formRef}
      className="auth-form"
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      {saved.length > 0 ? (
        <p className="auth-success" role="status">
          Following {saved.join(', ')}. Add another school or finish.
        </p>
      ) : null}
      <div className="auth-pickers">
        <Select
          label="State"
          placeholder="Choose State"
          options={lists.states ?? []}
          value={choice.stateId}
          onChange={(stateId) =>
            setChoice({ ...choice, stateId, countyId: null, schoolId: null, sports: [] })
          }
        />
        <Select
          label="County"
          placeholder="Choose County"
          options={lists.counties ?? []}
          value={choice.countyId}
          disabled={choice.stateId == null}
          onChange={(countyId) => setChoice({ ...choice, countyId, schoolId: null, sports: [] })}
        />
        <Select
          label="School"
          placeholder="Choose School"
          options={lists.schools ?? []}
          value={choice.schoolId}
          disabled={choice.countyId == null}
          onChange={(schoolId) => setChoice({ ...choice, schoolId, sports: [] })}
        />
        <Select
          label="Sports"
          placeholder={choice.schoolId ? 'Add a sport' : 'Choose a school first'}
          options={sportOptions}
          value={null}
          disabled={choice.schoolId == null}
          onChange={(sportId) => {
            const sport = sportOptions.find((s) => String(s.id) === sportId);
            if (sport) setChoice({ ...choice, sports: [...choice.sports, sport] });
          }}
        />
      </div>
      {choice.sports.length > 0 ? (
        <ul className="auth-chips" aria-label="Sports chosen">
          {choice.sports.map((sport) => (
            <li key={sport.id} className="auth-chip">
              {sport.name}
              <button
                type="button"
                className="auth-chip__remove"
                aria-label={`Remove ${sport.name}`}
                onClick={() =>
                  setChoice({ ...choice, sports: choice.sports.filter((s) => s.id !== sport.id) })
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <fieldset className="auth-choices">
        <legend>I am a</legend>
        {SELF_SIGNUP_CHOICES.map((option) => (
          <label key={option.value} className="auth-choice">
            <input
              type="radio"
              name={`${id}-role`}
              value={option.value}
              checked={choice.role === option.value}
              onChange={() => setChoice({ ...choice, role: option.value })}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <label className="auth-choice">
        <input
          type="checkbox"
          checked={choice.isCoachOrDirector}
          onChange={(event) =>
            setChoice({ ...choice, isCoachOrDirector: event.currentTarget.checked })
          }
        />
        I am a coach or athletic administrator
      </label>
      <FormStatus
        failure={failure ?? (lists.failed ? MESSAGES.loadingError : null)}
        success={null}
      />
      <div className="auth-actions">
        <button
          type="button"
          className="csz-button csz-button--secondary"
          disabled={choice.schoolId == null}
          aria-disabled={sending || undefined}
          onClick={() =>
            void save(() => {
              setSaved([...saved, schoolName]);
              setChoice(EMPTY);
              // The button just pressed turns off with the form empty: the next school starts here.
              formRef.current?.querySelector('select')?.focus();
            })
          }
        >
          Add Another School
        </button>
        <button
          type="button"
          className="csz-button"
          disabled={choice.schoolId == null}
          aria-disabled={sending || undefined}
          onClick={() => void save(() => navigate(target))}
        >
          Finish
        </button>
        <button
          type="button"
          className="csz-button csz-button--quiet"
          onClick={() => navigate(target)}
        >
          Skip
        </button>
      </div>
    </form>
  );
}
