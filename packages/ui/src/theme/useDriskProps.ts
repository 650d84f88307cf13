import { useTheme, useThemeProps, type SxProps, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { DriskComponentName, DriskComponents } from './driskComponents';

interface RootStyleProps {
  className?: string;
  sx?: SxProps<Theme>;
}

/**
 * A widget's props as its root element takes them, the way MUI's own components resolve theirs:
 * the theme's `defaultProps` under the widget's key filled in, the stable root class (`DriskBatteryIcon-root`)
 * added before the caller's className, and the theme's `styleOverrides.root` put in front of the caller's sx.
 * A widget that spreads its own styles before this sx (`[own, ...sx]`) lets the override win over its
 * defaults and the caller's sx win over both.
 */
export function useDriskProps<Props extends RootStyleProps>(
  inProps: Props,
  name: DriskComponentName,
  rootClass: string,
): Props {
  const props = useThemeProps({ props: inProps, name }) as Props;
  const theme = useTheme();
  const override = (theme.components as DriskComponents | undefined)?.[name]?.styleOverrides?.root;
  const rootStyle = typeof override === 'function' ? override({ theme, ownerState: props }) : override;
  const callerSx = props.sx === undefined ? [] : Array.isArray(props.sx) ? props.sx : [props.sx];
  return {
    ...props,
    className: props.className ? `${rootClass} ${props.className}` : rootClass,
    sx: rootStyle ? [rootStyle as SystemStyleObject<Theme>, ...callerSx] : callerSx,
  };
}
