/// <reference types="vite/client" />
// Every widget behaves like one of MUI's own components towards the app that uses it: ref, className, sx,
// a stable root class, and a theme key whose styleOverrides and defaultProps really apply. One loop over
// the widget folders, each rendered from its first story's args (the stories are the fixture map), so a
// new widget is checked as soon as it has a folder.
import { createRef, type ComponentType, type Ref } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import { composeStory } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetNames } from '../scripts/widgetEntries';
import { BatteryIcon } from './BatteryIcon';
import { createDriskTheme } from './theme';

type AnyStory = StoryObj<Record<string, unknown>>;
type StoryModule = { default: Meta<Record<string, unknown>> } & Record<string, AnyStory>;

const storyModules = import.meta.glob<StoryModule>('./*/*.stories.tsx', { eager: true });
const names = widgetNames(import.meta.dirname);

/** Args a widget needs on top of its story's to show its root at once in jsdom. */
const EXTRA_ARGS: Record<string, Record<string, unknown>> = {
  DelayedSpinner: { delayMs: 0 },
};

/** The first story that renders the widget itself (no custom render), composed with the meta's decorators. */
function firstStory(name: string) {
  const module = storyModules[`./${name}/${name}.stories.tsx`];
  if (!module) throw new Error(`${name} has no stories`);
  const exportName = Object.keys(module).find((key) => key !== 'default' && !module[key]?.render);
  if (!exportName) throw new Error(`${name} has no story without a custom render`);
  return composeStory(module[exportName]!, module.default, {}, exportName) as unknown as ComponentType<
    Record<string, unknown>
  >;
}

function renderWidget(name: string, components: Record<string, unknown>, props: Record<string, unknown>) {
  const Story = firstStory(name);
  const theme = createDriskTheme({ components } as ThemeOptions);
  return render(
    <ThemeProvider theme={theme}>
      <Story {...EXTRA_ARGS[name]} {...props} />
    </ThemeProvider>,
  );
}

async function findRoot(name: string): Promise<HTMLElement> {
  // Dialogs and snackbars render into a portal at the end of the body, so look in the whole document.
  let root: HTMLElement | null = null;
  await vi.waitFor(() => {
    root = document.querySelector<HTMLElement>(`.Drisk${name}-root`);
    expect(root, `.Drisk${name}-root`).not.toBeNull();
  });
  return root!;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(names)('%s', (name) => {
  // LazySection's root is its placeholder, shown while the section is not yet near the viewport.
  const keepAway = () => {
    if (name !== 'LazySection') return;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  };

  it(`forwards ref and className to the root, which has the class Drisk${name}-root`, async () => {
    keepAway();
    const ref = createRef<HTMLElement>();
    renderWidget(name, {}, { ref: ref as Ref<HTMLElement>, className: 'consumer-class' });
    const root = await findRoot(name);
    expect(root).toHaveClass('consumer-class');
    expect(ref.current).toBe(root);
  });

  it('applies the theme styleOverrides of the root over the widget’s own styles, and the caller’s sx over both', async () => {
    keepAway();
    const components = {
      [`Drisk${name}`]: { styleOverrides: { root: { wordSpacing: '7px', textIndent: '3px' } } },
    };
    renderWidget(name, components, { sx: { textIndent: '5px' } });
    const root = await findRoot(name);
    await act(() => Promise.resolve());
    expect(getComputedStyle(root).wordSpacing).toBe('7px');
    expect(getComputedStyle(root).textIndent).toBe('5px');
  });

  it('takes defaultProps from the theme', async () => {
    keepAway();
    renderWidget(name, { [`Drisk${name}`]: { defaultProps: { className: 'theme-default' } } }, {});
    expect(await findRoot(name)).toHaveClass('theme-default');
  });
});

describe('the widget list', () => {
  it('covers every widget folder, each with stories', () => {
    expect(names.length).toBeGreaterThanOrEqual(44);
    for (const name of names) expect(storyModules[`./${name}/${name}.stories.tsx`], name).toBeDefined();
  });
});

describe('theme keys, typed as MUI’s own', () => {
  it('lets a styleOverride win over the widget’s own styles and see its props; defaultProps fill the props in', () => {
    const theme = createTheme({
      components: {
        DriskBatteryIcon: {
          defaultProps: { showLabel: true },
          styleOverrides: { root: ({ ownerState }) => ({ gap: ownerState.value === 80 ? '9px' : '1px' }) },
        },
      },
    });
    render(
      <ThemeProvider theme={theme}>
        <BatteryIcon value={80} />
      </ThemeProvider>,
    );
    const battery = document.querySelector<HTMLElement>('.DriskBatteryIcon-root')!;
    expect(getComputedStyle(battery).gap).toBe('9px');
    expect(battery).toHaveTextContent('80%');
  });
});
