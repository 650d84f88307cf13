import { ADMIN_TEXT, SERVER } from '@drisk/contract/client';
import { Edit, useNotify, useRedirect } from 'react-admin';
import { UserProfileForm } from './UserProfileForm';

/**
 * Edit a user profile. The password is sent only when a new one is typed; the save carries the version
 * read, so a save over someone else's change is refused with the server's message (409).
 */
export function UserEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const transform = ({ confirm_password: _confirm, password, ...data }: Record<string, unknown>) => ({
    ...data,
    ...(password ? { password } : {}),
  });
  return (
    <Edit
      resource="users"
      title={ADMIN_TEXT.editUserProfile}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{
        onSuccess: () => {
          notify(SERVER.userProfileUpdated, { type: 'success' });
          redirect('list', 'users');
        },
      }}
    >
      <UserProfileForm kind="edit" />
    </Edit>
  );
}
