import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../../.storybook/preview';

// Portable stories in tests render inside the same providers (theme, CssBaseline, ToastProvider) as in Storybook.
// Import this module first in a test file that uses composeStories.
setProjectAnnotations(preview);
