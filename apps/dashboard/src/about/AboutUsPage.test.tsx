import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../test/render';
import { COMPANY_WEBSITE_URL } from '../shared/companyInfo';
import { AboutUsPage } from './AboutUsPage';

afterEach(() => vi.useRealTimers());

describe('AboutUsPage', () => {
  it('shows the logo, product, version from the navigation state and the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00'));
    renderScreen(<AboutUsPage />, { path: '/dashboard/aboutUs', state: { version: '3.2.1' } });
    expect(screen.getByRole('img', { name: 'dRisk logo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'dRisk' })).toBeInTheDocument();
    expect(screen.getByText('Version 3.2.1')).toBeInTheDocument();
    expect(screen.getByText('© 2031 dRisk Inc.')).toBeInTheDocument();
  });

  it('shows a dash for a missing version', () => {
    renderScreen(<AboutUsPage />, { path: '/dashboard/aboutUs' });
    expect(screen.getByText('Version -')).toBeInTheDocument();
  });

  it('links to the company website in a new tab and back to More', async () => {
    const { user } = renderScreen(<AboutUsPage />, { path: '/dashboard/aboutUs' });
    const website = screen.getByRole('link', { name: /website/i });
    expect(website).toHaveAttribute('href', COMPANY_WEBSITE_URL);
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Arrived at /dashboard/more')).toBeInTheDocument();
  });
});
