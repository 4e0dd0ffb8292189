import { MESSAGES, type Invite } from '@csz/core';
import { inviteMember } from '../../../api/profile';
import { EmailField, TextField } from '../../../shared/forms/fields';
import { useForm } from '../../../shared/forms/useForm';
import { useApi } from '../../../state/api';
import { RolePlaceFields } from './PlaceFields';
import { EMPTY_ROLE_FORM } from './roleForm';
import { SectionForm } from './SectionForm';

const loadSchema = () => import('./profileSchemas').then((schemas) => schemas.inviteSchema);

/**
 * Invite someone to follow a team (spec §5 "Invite form", §7 invitemember): the role, their name
 * and email, and the school and sport the role needs. Success 'User invited successfully.'; a
 * failure shows the server's text, else 'Something went wrong.' (spec §8).
 */
export function InviteForm() {
  const api = useApi();
  const form = useForm(
    loadSchema,
    { ...EMPTY_ROLE_FORM, firstName: '', lastName: '', email: '', cellPhone: '' },
    async (invite: Invite) => {
      const answer = await inviteMember(api, invite);
      if (answer.ok) return { ok: true, message: MESSAGES.userInvited };
      return { ok: false, message: answer.failure.message || MESSAGES.somethingWentWrong };
    },
    { after: 'reset' },
  );
  return (
    <SectionForm form={form} submitLabel="Invite">
      <TextField label="First Name" field={form.field('firstName')} />
      <TextField label="Last Name" field={form.field('lastName')} />
      <EmailField field={form.field('email')} />
      <TextField label="Cell Phone (optional)" type="tel" field={form.field('cellPhone')} />
      <RolePlaceFields form={form} />
    </SectionForm>
  );
}
