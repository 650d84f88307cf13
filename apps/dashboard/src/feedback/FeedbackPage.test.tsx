import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { UI_TEXT, VALIDATION } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { FeedbackPage } from './FeedbackPage';

const openFeedback = (routes: Parameters<typeof renderScreen>[1]['routes'] = {}) =>
  renderScreen(<FeedbackPage />, { path: '/dashboard/feedback', routes });

describe('FeedbackPage', () => {
  it('labels the field as required', () => {
    openFeedback();
    expect(screen.getByLabelText(/^Enter Feedback\s?\*/)).toBeRequired();
  });

  it('says the feedback is required and sends nothing when it is empty or blank', async () => {
    const { server, user } = openFeedback();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(VALIDATION.feedbackRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Enter Feedback' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(VALIDATION.feedbackRequired)).toBeInTheDocument();
    expect(server.callsOf('userFeedback')).toHaveLength(0);
  });

  it('sends the feedback, shows Success! / Received Feedback! and clears the field', async () => {
    const { server, user } = openFeedback({ userFeedback: { message: 'Received Feedback!' } });
    const field = screen.getByRole('textbox', { name: 'Enter Feedback' });
    await user.type(field, 'The new layout reads well.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: UI_TEXT.feedbackSuccessTitle });
    expect(within(dialog).getByText(UI_TEXT.feedbackSuccessText)).toBeInTheDocument();
    expect(server.callsOf('userFeedback').map((call) => call.body)).toEqual([
      { feedback: 'The new layout reads well.' },
    ]);
    expect(field).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables Submit while sending', async () => {
    let answer: (value: { message: string }) => void = () => undefined;
    const { user } = openFeedback({ userFeedback: () => new Promise((resolve) => (answer = resolve)) });
    await user.type(screen.getByRole('textbox', { name: 'Enter Feedback' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled());
    answer({ message: 'Received Feedback!' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows a refusal as an error toast with the server message and keeps the text', async () => {
    const { user } = openFeedback({
      userFeedback: { statusCode: 400, message: 'feedback: must be at most 5000 characters' },
    });
    const field = screen.getByRole('textbox', { name: 'Enter Feedback' });
    await user.type(field, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('feedback: must be at most 5000 characters');
    expect(field).toHaveValue('Hello');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
