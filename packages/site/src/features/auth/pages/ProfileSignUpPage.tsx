import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS, PHONE_HINT, type Profile } from '@csz/core';
import { LoadingScreen } from '@csz/widgets';
import { profileQuery, saveProfile } from '../../../api/accounts';
import { useQuery, useQueryCache } from '../../../api/useQuery';
import { useApi } from '../../../state/api';
import { useToday } from '../../../state/today';
import { useSession } from '../../../state/session';
import { AuthPage } from '../AuthPage';
import { AuthForm } from '../AuthForm';
import { BirthdayField } from '../../../shared/forms/BirthdayField';
import { FormStatus, TextField } from '../../../shared/forms/fields';
import { signUpEnd } from '../redirect';
import { useForm } from '../../../shared/forms/useForm';

/**
 * /profile-sign-up, 'Complete Profile' (spec §2, §4 "Sign-up flow"): names, zip, phone and
 * birthday; Continue saves them and goes on to the school preferences, 'Finish Profile Later' to
 * the redirect param or the profile tab. Members only.
 */
export function ProfileSignUpPage() {
  return (
    <AuthPage
      title="Complete Profile"
      lead="Tell us who you are, for alerts and score reports."
      access="members"
    >
      <ProfileLoad />
    </AuthPage>
  );
}

function ProfileLoad() {
  const api = useApi();
  const session = useSession();
  const profile = useQuery(session && profileQuery(api, session.email));
  if (profile.status === 'failed') {
    return (
      <div className="auth-form">
        <FormStatus failure={profile.failure.message} success={null} />
        <button type="button" className="csz-button" onClick={profile.reload}>
          Retry
        </button>
      </div>
    );
  }
  if (profile.status !== 'loaded') return <LoadingScreen />;
  return <ProfileForm profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const api = useApi();
  const cache = useQueryCache();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { search: query } = useLocation();
  // The service's day, as the server bounds a birthday with (not the reader's own date).
  const today = useToday();
  const form = useForm(
    () => import('../formSchemas').then((schemas) => schemas.profileFormSchema(today)),
    {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      zipCode: profile.zipCode ?? '',
      cellPhone: profile.cellPhone ?? '',
      birthday: profile.birthday ?? '',
    },
    async (data) => {
      const answer = await saveProfile(api, {
        ...data,
        birthday: data.birthday ?? null,
        // The form leaves the display name chosen at sign-up as it is.
        displayName: profile.displayName ?? '',
      });
      if (!answer.ok) return { ok: false, message: answer.failure.message };
      cache.invalidate(['profile']);
      navigate(`${PATHS.addSchoolSub}${query}`);
      return { ok: true };
    },
  );
  return (
    <AuthForm
      form={form}
      submitLabel="Continue"
      actions={
        <button
          type="button"
          className="csz-button csz-button--secondary"
          onClick={() => navigate(signUpEnd(search))}
        >
          Finish Profile Later
        </button>
      }
    >
      <TextField
        label="First Name"
        autoComplete="given-name"
        field={form.field('firstName')}
        autoFocus
      />
      <TextField label="Last Name" autoComplete="family-name" field={form.field('lastName')} />
      <TextField label="Zip Code" autoComplete="postal-code" field={form.field('zipCode')} />
      <TextField
        label="Cell Phone"
        type="tel"
        autoComplete="tel"
        hint={PHONE_HINT}
        field={form.field('cellPhone')}
      />
      <BirthdayField label="Birthday (optional)" today={today} field={form.field('birthday')} />
    </AuthForm>
  );
}
