import { Link } from '@mui/material';
import { SHELL_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';

/** First stop of the keyboard: jumps past the menu to the screen's content. Visible only when focused. */
export function SkipLink({ target }: { target: string }) {
  const text = useText(SHELL_TEXT);
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        left: 8,
        top: 8,
        zIndex: theme.zIndex.tooltip + 1,
        p: 1.5,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        // Off screen until focused; a transform keeps its shadow out of sight too.
        transform: 'translateY(calc(-100% - 16px))',
        '&:focus': { transform: 'none' },
      })}
    >
      {text.skipToContent}
    </Link>
  );
}
