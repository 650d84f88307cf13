import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { UI_TEXT } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { HelpPage } from './HelpPage';

const FAQ = [
  { faq_id: 1, question: 'What is Ghost Mode?', answer: 'Ghost Mode hides the device from nearby scanners.' },
  { faq_id: 2, question: 'What is Auto Block?', answer: 'Auto Block blocks threats without asking.' },
];

describe('HelpPage', () => {
  it('lists the questions and expands one to show its answer', async () => {
    const { user } = renderScreen(<HelpPage />, {
      path: '/dashboard/help',
      routes: { getFAQ: { result: FAQ } },
    });
    const question = await screen.findByRole('button', { name: 'What is Ghost Mode?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'What is Auto Block?' })).toBeInTheDocument();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is Ghost Mode?' })).toHaveTextContent(FAQ[0].answer);
  });

  it('says so when there is no entry', async () => {
    renderScreen(<HelpPage />, { path: '/dashboard/help', routes: { getFAQ: { result: [] } } });
    expect(await screen.findByText(UI_TEXT.noDataAvailable)).toBeInTheDocument();
  });

  it('shows the server message when the FAQ cannot be loaded', async () => {
    renderScreen(<HelpPage />, {
      path: '/dashboard/help',
      routes: { getFAQ: { statusCode: 500, message: 'Something went wrong on our side. Please try again.' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
