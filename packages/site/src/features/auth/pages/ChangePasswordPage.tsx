import { useState } from 'react';
import { MESSAGES } from '@csz/core';
import { changePassword } from '../../../api/accounts';
import { useApi } from '../../../state/api';
import { tokenClaims, useLogOut, useSession } from '../../../state/session';
import { AuthPage } from '../AuthPage';
import { AuthForm } from '../AuthForm';
import { FormStatus, PasswordField } from '../../../shared/forms/fields';
import { LogInButton } from '../PasswordResetForms';
import { useForm } from '../../../shared/forms/useForm';
import { formSchema } from '../formSchema';
import { useGoToLogIn } from '../useGoToLogIn';

/**
 * /change-password, 'Change Your Password' (spec §2): members only. A new password ends every
 * session, this one too, so the success text comes with a 'Log in' button.
 */
export function ChangePasswordPage() {
  const [changed, setChanged] = useState<string | null>(null);
  const goToLogIn = useGoToLogIn(changed);
  return (
    // Once changed, the session is over: the success text is for a guest.
    <AuthPage title="Change Your Password" access={changed == null ? 'members' : 'anyone'}>
      {changed == null ? (
        <ChangePasswordForm onChanged={setChanged} />
      ) : (
        <FormStatus failure={null} success={MESSAGES.passwordChanged}>
          <LogInButton onLogIn={goToLogIn} />
        </FormStatus>
      )}
    </AuthPage>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: (email: string) => void }) {
  const api = useApi();
  const session = useSession();
  const endSession = useLogOut();
  const form = useForm(
    formSchema('changePasswordSchema'),
    { oldPassword: '', newPassword: '' },
    async (change) => {
      const memberId = session ? tokenClaims(session.accessToken)?.memberId : null;
      if (session == null || memberId == null)
        return { ok: false, message: MESSAGES.loginRequired };
      const answer = await changePassword(api, memberId, change);
      if (!answer.ok) return { ok: false, message: answer.failure.message };
      // The server ended every session of the member: this one is over too.
      onChanged(session.email);
      endSession();
      return { ok: true };
    },
  );
  return (
    <AuthForm form={form} submitLabel="Change Password">
      <PasswordField label="Current Password" field={form.field('oldPassword')} autoFocus />
      <PasswordField label="New Password" field={form.field('newPassword')} isNew />
    </AuthForm>
  );
}
