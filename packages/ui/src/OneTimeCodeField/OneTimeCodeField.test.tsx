import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SERVER, VALIDATION } from '@drisk/contract';
import * as stories from './OneTimeCodeField.stories';

const { Empty, Filled, Invalid, WrongCode, Disabled } = composeStories(stories);

describe('OneTimeCodeField', () => {
  it('keeps only the digits typed or pasted, at most six', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const input = screen.getByLabelText('6-digit code');
    await user.type(input, '12a 3');
    expect(input).toHaveValue('123');
    await user.clear(input);
    await user.click(input);
    await user.paste('987 654 321');
    expect(input).toHaveValue('987654');
  });

  it('asks phones for a numeric keypad and the browser for one-time-code autofill', () => {
    render(<Empty />);
    const input = screen.getByLabelText('6-digit code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('shows a value, the field error and the server refusal, and can be disabled', () => {
    const { unmount } = render(<Filled />);
    expect(screen.getByLabelText('6-digit code')).toHaveValue('492039');
    unmount();
    render(<Invalid />);
    expect(screen.getByText(VALIDATION.totpCodeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    render(<WrongCode />);
    expect(screen.getByText(SERVER.totpCodeWrong)).toBeInTheDocument();
    render(<Disabled />);
    expect(screen.getAllByLabelText('6-digit code').at(-1)).toBeDisabled();
  });
});
