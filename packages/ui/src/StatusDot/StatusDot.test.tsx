import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './StatusDot.stories';

const { Active, Inactive } = composeStories(stories);

describe('StatusDot', () => {
  it('says the status in words and paints the dot green when active, red otherwise', () => {
    render(
      <>
        <Active />
        <Inactive />
      </>,
    );
    const active = screen.getByText('Active');
    const inactive = screen.getByText('In-active');
    expect(active).toHaveAttribute('data-active', 'true');
    expect(inactive).toHaveAttribute('data-active', 'false');
    const colourOf = (element: HTMLElement) =>
      getComputedStyle(element.querySelector('[aria-hidden]') as HTMLElement).backgroundColor;
    expect(colourOf(active)).not.toBe(colourOf(inactive));
  });
});
