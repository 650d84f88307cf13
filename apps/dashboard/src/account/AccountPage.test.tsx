import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SERVER, UI_TEXT, VALIDATION, type Profile } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { AccountPage } from './AccountPage';
import { compressProfilePicture } from './compressProfilePicture';

// Canvas-based compression cannot run in jsdom; the component's handling of its outcome is what is tested.
vi.mock('./compressProfilePicture', () => ({ compressProfilePicture: vi.fn() }));

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  user_id: 1,
  first_name: 'Olivia',
  last_name: 'Owner',
  full_name: 'Olivia Owner',
  email_address: 'owner@example.com',
  phone_number: '5550100001',
  dob: '01/15/1990',
  profile_url: '',
  type: 'corporate',
  loginType: 'eRisk',
  ...overrides,
});

const openAccount = (routes: Parameters<typeof renderScreen>[1]['routes'] = {}, current = profile()) =>
  renderScreen(<AccountPage />, {
    path: '/dashboard/profile',
    routes: { profile: { result: current }, ...routes },
  });

afterEach(() => vi.mocked(compressProfilePicture).mockReset());

describe('AccountPage', () => {
  it('shows the name, @username, the details and the default picture', async () => {
    openAccount();
    expect(await screen.findByRole('heading', { name: 'Olivia Owner' })).toBeInTheDocument();
    expect(screen.getByText('@owner')).toBeInTheDocument();
    const details = screen.getByRole('list', { name: 'Account details' });
    expect(within(details).getByText('Birthday')).toBeInTheDocument();
    expect(within(details).getByText('01/15/1990')).toBeInTheDocument();
    expect(within(details).getByText('owner@example.com')).toBeInTheDocument();
    expect(within(details).getByText('5550100001')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Default profile picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('shows a stored picture from its base64', async () => {
    openAccount({}, profile({ profile_url: PNG_BASE64 }));
    const picture = await screen.findByRole('img', { name: 'Profile picture of Olivia Owner' });
    expect(picture).toHaveAttribute('src', `data:image/png;base64,${PNG_BASE64}`);
  });

  it('offers Change Password only to e-mail logins, whatever the case of the login type', async () => {
    openAccount({}, profile({ loginType: 'google' }));
    expect(await screen.findByText(SERVER.passwordChangeNotAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });

  describe('Edit Details', () => {
    it('requires the first name and sends nothing without it', async () => {
      const { server, user } = openAccount();
      await user.click(await screen.findByRole('button', { name: 'Edit details' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Details' });
      await user.clear(within(dialog).getByRole('textbox', { name: 'First Name' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText(VALIDATION.firstNameMandatory)).toBeInTheDocument();
      expect(server.callsOf('updateProfile')).toHaveLength(0);
    });

    it('clears the phone and says Invalid Phone Number! when an eleventh digit is typed', async () => {
      const { user } = openAccount();
      await user.click(await screen.findByRole('button', { name: 'Edit details' }));
      const phone = within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Phone Number' });
      expect(phone).toHaveValue('5550100001');
      await user.type(phone, '7');
      expect(phone).toHaveValue('');
      expect(screen.getByText(VALIDATION.invalidPhone)).toBeInTheDocument();
      await user.type(phone, '98');
      expect(phone).toHaveValue('98');
      expect(screen.queryByText(VALIDATION.invalidPhone)).not.toBeInTheDocument();
    });

    it('keeps letters out of the phone number', async () => {
      const { user } = openAccount();
      await user.click(await screen.findByRole('button', { name: 'Edit details' }));
      const phone = within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Phone Number' });
      await user.clear(phone);
      await user.type(phone, '55a5');
      expect(phone).toHaveValue('555');
    });

    it('sends first_name, last_name, phone_number and dob, shows the server message and reloads the profile', async () => {
      const { server, user } = openAccount({ updateProfile: { message: SERVER.profileUpdated } });
      await user.click(await screen.findByRole('button', { name: 'Edit details' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Details' });
      const lastName = within(dialog).getByRole('textbox', { name: 'Last Name' });
      await user.clear(lastName);
      await user.type(lastName, 'Owens');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText(SERVER.profileUpdated)).toBeInTheDocument();
      expect(server.callsOf('updateProfile').map((call) => call.body)).toEqual([
        { first_name: 'Olivia', last_name: 'Owens', phone_number: '5550100001', dob: '01/15/1990' },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.callsOf('profile')).toHaveLength(2);
    });
  });

  describe('Change Password', () => {
    it('requires the old password and sends nothing without it', async () => {
      const { server, user } = openAccount();
      await user.click(await screen.findByRole('button', { name: 'Change password' }));
      const dialog = screen.getByRole('dialog', { name: 'Change Password' });
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(within(dialog).getByText(VALIDATION.oldPasswordRequired)).toBeInTheDocument();
      expect(server.callsOf('changePassword')).toHaveLength(0);
    });

    // Issue 7: both fields were cleared without a word, which users read as a reset.
    it("says 'Password and confirm password should be same' when they differ, keeps them, sends nothing", async () => {
      const { server, user } = openAccount();
      await user.click(await screen.findByRole('button', { name: 'Change password' }));
      const dialog = screen.getByRole('dialog', { name: 'Change Password' });
      await user.type(within(dialog).getByLabelText(/^Old Password/), 'Owner#12345');
      const newPassword = within(dialog).getByLabelText(/^New Password/);
      const confirm = within(dialog).getByLabelText(/^Confirm Password/);
      await user.type(newPassword, 'Brand#New123');
      await user.type(confirm, 'Brand#New124');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      expect(newPassword).toHaveValue('Brand#New123');
      expect(confirm).toHaveValue('Brand#New124');
      expect(within(dialog).getByLabelText(/^Old Password/)).toHaveValue('Owner#12345');
      expect(confirm).toBeInvalid();
      expect(confirm).toHaveAccessibleDescription(VALIDATION.passwordsDiffer);
      expect(server.callsOf('changePassword')).toHaveLength(0);

      // Correcting the confirmation takes the message away, and the change goes through.
      await user.type(confirm, '{Backspace}3');
      expect(within(dialog).queryByText(VALIDATION.passwordsDiffer)).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(server.callsOf('changePassword')).toHaveLength(1));
    });

    it('sends oldPassword and newPassword, toasts the server message and reloads the profile', async () => {
      const { server, user } = openAccount({ changePassword: { message: SERVER.passwordChanged } });
      await user.click(await screen.findByRole('button', { name: 'Change password' }));
      const dialog = screen.getByRole('dialog', { name: 'Change Password' });
      await user.type(within(dialog).getByLabelText(/^Old Password/), 'Owner#12345');
      await user.type(within(dialog).getByLabelText(/^New Password/), 'Brand#New123');
      await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'Brand#New123');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      expect(await screen.findByText(SERVER.passwordChanged)).toBeInTheDocument();
      expect(server.callsOf('changePassword').map((call) => call.body)).toEqual([
        { oldPassword: 'Owner#12345', newPassword: 'Brand#New123' },
      ]);
      await waitFor(() => expect(server.callsOf('profile')).toHaveLength(2));
      // Never kept in the browser (ARCHITECTURE.md departure).
      expect(JSON.stringify({ ...sessionStorage })).not.toContain('Brand#New123');
    });

    it('shows the server refusal in the dialog', async () => {
      const { user } = openAccount({ changePassword: { statusCode: 400, message: SERVER.oldPasswordWrong } });
      await user.click(await screen.findByRole('button', { name: 'Change password' }));
      const dialog = screen.getByRole('dialog', { name: 'Change Password' });
      await user.type(within(dialog).getByLabelText(/^Old Password/), 'wrong-password');
      await user.type(within(dialog).getByLabelText(/^New Password/), 'Brand#New123');
      await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'Brand#New123');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText(SERVER.oldPasswordWrong)).toBeInTheDocument();
    });
  });

  it('asks Logout?, revokes the token, clears the session and returns to sign-in', async () => {
    const { server, user } = openAccount({ logout: { message: SERVER.logoutSuccess } });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: UI_TEXT.logoutTitle });
    expect(within(dialog).getByText(UI_TEXT.logoutText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(server.callsOf('logout')).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  describe('profile picture', () => {
    it('uploads the compressed picture as bare base64 and reloads the profile', async () => {
      vi.mocked(compressProfilePicture).mockResolvedValue(PNG_BASE64);
      const { server, user } = openAccount({ profilePic: { message: SERVER.profilePictureUpdated } });
      await screen.findByRole('heading', { name: 'Olivia Owner' });
      const file = new File(['picture'], 'me.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText('Upload profile picture'), file);

      expect(await screen.findByText(SERVER.profilePictureUpdated)).toBeInTheDocument();
      expect(vi.mocked(compressProfilePicture).mock.calls[0][0]).toBe(file);
      expect(server.callsOf('profilePic')).toMatchObject([
        { method: 'PUT', body: { profile_url: PNG_BASE64 } },
      ]);
      await waitFor(() => expect(server.callsOf('profile')).toHaveLength(2));
    });

    it('logs a failed compression, says so and sends nothing', async () => {
      const failure = new Error('canvas unavailable');
      vi.mocked(compressProfilePicture).mockRejectedValue(failure);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { server, user } = openAccount();
      await screen.findByRole('heading', { name: 'Olivia Owner' });
      await user.upload(
        screen.getByLabelText('Upload profile picture'),
        new File(['x'], 'x.png', { type: 'image/png' }),
      );

      expect(await screen.findByText(UI_TEXT.profilePictureCompressionFailed)).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
      expect(server.callsOf('profilePic')).toHaveLength(0);
      logged.mockRestore();
    });
  });
});
