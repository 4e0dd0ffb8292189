import { ROLE_LABELS, type AddRole } from '@csz/core';
import { FOLLOWS_KEY } from '../../../api/follows';
import { addRole } from '../../../api/profile';
import { useQueryCache } from '../../../api/useQuery';
import { useForm } from '../../../shared/forms/useForm';
import { useApi } from '../../../state/api';
import { RolePlaceFields } from './PlaceFields';
import { EMPTY_ROLE_FORM } from './roleForm';
import { SectionForm, failureText } from './SectionForm';

const loadSchema = () => import('./profileSchemas').then((schemas) => schemas.addRoleSchema);

/**
 * Add a role (spec §5 "Add role", §4 "Role"): the role, then the places it needs. The server
 * grants a public role at once and keeps the others waiting for approval; the answer says which.
 */
export function AddRoleForm() {
  const api = useApi();
  const cache = useQueryCache();
  const form = useForm(
    loadSchema,
    EMPTY_ROLE_FORM,
    async (role: AddRole) => {
      const answer = await addRole(api, role);
      if (!answer.ok) return { ok: false, message: failureText(answer.failure.message) };
      cache.invalidate([FOLLOWS_KEY]);
      const label = ROLE_LABELS[answer.data.memberRoleType];
      return {
        ok: true,
        message: answer.data.isPending
          ? `${label} role added: it is waiting for approval.`
          : `${label} role added.`,
      };
    },
    { after: 'reset' },
  );
  return (
    <SectionForm form={form} submitLabel="Add Role">
      <RolePlaceFields form={form} />
    </SectionForm>
  );
}
