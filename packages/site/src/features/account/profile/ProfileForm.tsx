import { PHONE_HINT, normalizeDisplayName, type Profile } from '@csz/core';
import { saveProfile } from '../../../api/accounts';
import { useQueryCache } from '../../../api/useQuery';
import { BirthdayField } from '../../../shared/forms/BirthdayField';
import { TextField } from '../../../shared/forms/fields';
import { useForm } from '../../../shared/forms/useForm';
import { useApi } from '../../../state/api';
import { useToday } from '../../../state/today';
import { SectionForm, failureText } from './SectionForm';

/** What the form says once the profile is saved. */
export const PROFILE_SAVED = 'Profile has been updated successfully!';

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * The profile form (spec §3 "Profile", §5 "Profile"): names, display name, birthday, phone and zip,
 * checked with core's rules; the email is shown but cannot be changed. Saving shows the success
 * text or the server's error ('Unknown Error' when it gave none), and the form stays open.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const api = useApi();
  const cache = useQueryCache();
  // The service's day, as the server bounds a birthday with (not the reader's own date).
  const today = useToday();
  const form = useForm(
    () => import('./profileSchemas').then((schemas) => schemas.profileEditSchema(today)),
    {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      displayName: profile.displayName ?? '',
      birthday: profile.birthday ?? '',
      cellPhone: profile.cellPhone ?? '',
      zipCode: profile.zipCode ?? '',
    },
    async (data) => {
      const answer = await saveProfile(api, {
        firstName: data.firstName,
        lastName: data.lastName,
        // The route's body takes text: a blank one clears the display name.
        displayName: data.displayName,
        birthday: data.birthday ?? null,
        cellPhone: blankToNull(data.cellPhone),
        zipCode: blankToNull(data.zipCode),
      });
      if (!answer.ok) return { ok: false, message: failureText(answer.failure.message) };
      cache.update(['profile'], () => answer.data);
      return { ok: true, message: PROFILE_SAVED };
    },
    { normalize: { displayName: normalizeDisplayName }, after: 'keep' },
  );
  return (
    <SectionForm form={form} submitLabel="Save Profile">
      <div className="profile-fields">
        <TextField label="First Name" autoComplete="given-name" field={form.field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" field={form.field('lastName')} />
        <TextField
          label="Display Name"
          autoComplete="nickname"
          hint="Shown with your posts; leave it blank to use your name."
          field={form.field('displayName')}
        />
        <TextField
          label="Email"
          type="email"
          readOnly
          hint="Your email cannot be changed."
          field={{
            name: 'email',
            value: profile.email,
            error: undefined,
            onChange: () => undefined,
            onBlur: () => undefined,
          }}
        />
        <BirthdayField label="Birthday (optional)" today={today} field={form.field('birthday')} />
        <TextField
          label="Cell Phone"
          type="tel"
          autoComplete="tel"
          hint={PHONE_HINT}
          field={form.field('cellPhone')}
        />
        <TextField label="Zip Code" autoComplete="postal-code" field={form.field('zipCode')} />
      </div>
    </SectionForm>
  );
}
