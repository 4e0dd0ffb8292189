import { MESSAGES } from '@csz/core';
import { usePlaceLists } from '../../../api/usePlaceLists';
import { SelectField } from '../../../shared/forms/fields';
import type { TextName } from '../../../shared/forms/formController';
import type { FormHandle } from '../../../shared/forms/useForm';
import {
  ROLE_OPTIONS,
  changeRole,
  choosePlace,
  placeKeysFor,
  type PlaceKey,
  type RoleFormValues,
} from './roleForm';

const PICKERS: Record<PlaceKey, { label: string; placeholder: string }> = {
  followStateId: { label: 'State', placeholder: 'Choose State' },
  followDistrictId: { label: 'League', placeholder: 'Choose League' },
  followSchoolId: { label: 'School', placeholder: 'Choose School' },
  followSportId: { label: 'Sport', placeholder: 'Choose Sport' },
};

/**
 * A role form's role picker and the place pickers that role asks for (spec §5 "Add role", "Invite
 * form"): state, then league (county or conference), school and sport, each off until the one
 * above is chosen, and cleared when it changes (spec §4 "Selection rules").
 */
export function RolePlaceFields<V extends RoleFormValues>({ form }: { form: FormHandle<V> }) {
  const { values } = form;
  const lists = usePlaceLists(
    {
      stateId: values.followStateId || null,
      countyId: values.followDistrictId || null,
      schoolId: values.followSchoolId || null,
    },
    { schools: true },
  );
  const options: Record<PlaceKey, readonly { id: number; name: string }[] | null> = {
    followStateId: lists.states,
    followDistrictId: values.followStateId ? lists.counties : [],
    followSchoolId: values.followDistrictId ? lists.schools : [],
    followSportId: values.followSchoolId ? lists.sports : [],
  };
  const above: Record<PlaceKey, string> = {
    followStateId: 'x',
    followDistrictId: values.followStateId,
    followSchoolId: values.followDistrictId,
    followSportId: values.followSchoolId,
  };
  // The role form's text values are V's too (V extends RoleFormValues), which TypeScript cannot
  // tell of a type parameter.
  const bind = (
    key: keyof RoleFormValues & string,
    patch: (v: string) => Partial<RoleFormValues>,
  ) => form.field(key as TextName<V>, (values, value) => ({ ...values, ...patch(value) }));
  return (
    <>
      <SelectField
        label="Role"
        placeholder="Choose Role"
        options={ROLE_OPTIONS}
        field={bind('role', changeRole)}
      />
      {placeKeysFor(values.role).map((key) => (
        <SelectField
          key={key}
          label={PICKERS[key].label}
          placeholder={PICKERS[key].placeholder}
          options={options[key] ?? []}
          disabled={above[key] === ''}
          field={bind(key, (value) => choosePlace(key, value))}
        />
      ))}
      {lists.failed ? (
        <p className="auth-alert" role="alert">
          {MESSAGES.loadingError}
        </p>
      ) : null}
    </>
  );
}
