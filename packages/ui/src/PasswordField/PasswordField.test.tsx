import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { loadLanguage } from '../language';
import * as stories from './PasswordField.stories';

const { Empty, Visible, WithError, Disabled } = composeStories(stories);

describe('PasswordField', () => {
  it('hides what is typed until the user asks to show it, and hides it again', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'Owner#12345');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('Owner#12345');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('Owner#12345');
  });

  it('can start visible', () => {
    render(<Visible />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('shows the helper text of an error and marks the input invalid', () => {
    render(<WithError />);
    const input = screen.getByLabelText(/^Password/);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter password');
  });

  it('disables the toggle with the field', () => {
    render(<Disabled />);
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('forwards className and sx to the root', () => {
    render(<Empty className="login-password" sx={{ mt: 7 }} />);
    expect(screen.getByLabelText('Password').closest('.login-password')).toHaveClass('MuiTextField-root');
  });
});

describe('PasswordField in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  beforeAll(() => loadLanguage('de'));

  it('names its toggle in German', async () => {
    render(<German.Empty />);
    await userEvent.setup().click(screen.getByRole('button', { name: WIDGET_TEXT_DE.showPassword }));
    expect(screen.getByRole('button', { name: WIDGET_TEXT_DE.hidePassword })).toBeInTheDocument();
  });
});
