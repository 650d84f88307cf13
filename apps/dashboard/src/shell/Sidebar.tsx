import type { KeyboardEvent, ReactElement } from 'react';
import { NavLink } from 'react-router';
import {
  Box,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { SCREEN_TEXT, SHELL_TEXT, screenPaths, type ScreenName } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { usePrefetchedCalls } from '../api/ApiProvider';
import { PRODUCT_NAME } from '../shared/companyInfo';
import {
  SCREEN_NAMES,
  SCREENS,
  SIDEBAR_ACTIONS,
  type Screen,
  type SidebarAction,
  type Viewer,
} from '../screens';

export const SIDEBAR_WIDTH = 260;

export interface SidebarProps {
  /** 'permanent' beside the page on wide screens, 'temporary' over it on phones. */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
  /** Who is looking: each screen's `shownTo` decides whether its entry shows (Admin). */
  viewer: Viewer;
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate: () => void;
  onAction: (action: SidebarAction) => void;
}

type SidebarItem =
  | { kind: 'link'; label: string; icon: ReactElement; to: string; screen: Screen; name: ScreenName }
  | { kind: 'action'; label: string; icon: ReactElement; action: SidebarAction };

/** The registry's sidebar entries the viewer may see, in its order, with the actions in their places. */
function sidebarItems(viewer: Viewer): SidebarItem[] {
  const actionsAfter = (name?: ScreenName) =>
    SIDEBAR_ACTIONS.filter((entry) => entry.after === name).map(({ action, label, icon }): SidebarItem => ({
      kind: 'action',
      action,
      label,
      icon,
    }));
  const links = SCREEN_NAMES.flatMap((name): SidebarItem[] => {
    const screen: Screen = SCREENS[name];
    const { sidebar, shownTo } = screen;
    const shown = sidebar && (shownTo?.(viewer) ?? true);
    // Sidebar screens take no path parameters: the pattern is the address.
    const link: SidebarItem[] = shown
      ? [{ kind: 'link', ...sidebar, to: screenPaths[name], screen, name }]
      : [];
    return [...link, ...actionsAfter(name)];
  });
  return [...links, ...actionsAfter(undefined)];
}

/** The navigation drawer of spec 1 §2.4: the product title, then every link and action in the spec's order. */
export function Sidebar({ variant, open, onClose, viewer, onNavigate, onAction }: SidebarProps) {
  const items = sidebarItems(viewer);
  const text = useText(SCREEN_TEXT);
  const shell = useText(SHELL_TEXT);
  // The registry's labels are English; each is shown in the active language.
  const labelOf = (item: SidebarItem) =>
    item.kind === 'link'
      ? ((text.sidebar as Partial<Record<ScreenName, string>>)[item.name] ?? item.label)
      : text.actions[item.action];
  const { prefetch } = usePrefetchedCalls();
  // A pointer over a link or the focus on it fetches the screen's code (cheap, kept once loaded); pressing
  // it also starts the screen's first calls, so both load while the click completes.
  const preloadCode = (screen: Screen) => void screen.page.preload().catch(() => undefined);
  const preloadAll = (screen: Screen) => {
    preloadCode(screen);
    screen.prefetch?.(prefetch);
  };

  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      sx={{
        width: SIDEBAR_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Box component="nav" aria-label={shell.mainMenu} id="main-menu" sx={{ overflowY: 'auto' }}>
        <Toolbar sx={{ gap: 1 }}>
          <ShieldOutlined color="primary" aria-hidden />
          {/* Medium, the weight the buttons and titles already load, as on the sign-in page (AuthLayout): a bold
              wordmark alone fetched a third font file (23 kB). */}
          <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 'fontWeightMedium' }}>
            {PRODUCT_NAME}
          </Typography>
        </Toolbar>
        <Divider />
        <List dense>
          {items.map((item) => (
            <ListItem key={item.label} disablePadding>
              {item.kind === 'link' ? (
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  onClick={onNavigate}
                  onPointerEnter={() => preloadCode(item.screen)}
                  onFocus={() => preloadCode(item.screen)}
                  onPointerDown={() => preloadAll(item.screen)}
                  onKeyDown={(event: KeyboardEvent) => {
                    if (event.key === 'Enter') preloadAll(item.screen);
                  }}
                  sx={{
                    '&.active': {
                      bgcolor: 'action.selected',
                      color: 'primary.main',
                      '& .MuiListItemIcon-root': { color: 'primary.main' },
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                  <ListItemText primary={labelOf(item)} />
                </ListItemButton>
              ) : (
                <ListItemButton onClick={() => onAction(item.action)}>
                  <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                  <ListItemText primary={labelOf(item)} />
                </ListItemButton>
              )}
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
