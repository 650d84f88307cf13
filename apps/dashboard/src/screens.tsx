import type { ReactElement } from 'react';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AppRegistrationOutlined from '@mui/icons-material/AppRegistrationOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import type { UserType } from '@drisk/contract';
import { SCREEN_TEXT, can, type ScreenName, type ScreenParams } from '@drisk/contract/client';
import type { PrefetchedCalls } from './api/prefetchedCalls';
import { lazyPage, type LazyPage } from './lazyPage';
import { ComingSoonPage, DashboardLayout } from './pages';

/** Who is looking at the shell: their role on the connected device and their user type. */
export interface Viewer {
  roleId: number | null;
  userType: UserType | null;
}

export interface Screen {
  /**
   * The screen's h1, the top bar's title and the browser tab's name, in English (SCREEN_TEXT.titles); the
   * shell shows the active language's (useScreenTitle).
   */
  title: string;
  /** The page, its own chunk loaded on the first visit; `ComingSoonPage` until the screen is built. */
  page: LazyPage<object>;
  /** Its link in the sidebar; the sidebar lists these in the order of `SCREENS`. */
  sidebar?: { label: string; icon: ReactElement };
  /**
   * Whether the sidebar offers the screen to this viewer (everyone when absent). It asks the route table
   * through `can()`, as the api will decide the screen's calls; the address itself stays routed.
   */
  shownTo?: (viewer: Viewer) => boolean;
  /**
   * The calls the page makes as it opens, started when its sidebar link is pressed so they load while the
   * page's code does (the page's own queries then take their answers).
   */
  prefetch?: (prefetch: PrefetchedCalls['prefetch']) => void;
}

/** A screen whose path takes parameters has no sidebar link: a link's address is the screen's bare path. */
type ScreenEntries = {
  [N in ScreenName]: [keyof ScreenParams<N>] extends [never]
    ? Screen
    : Omit<Screen, 'sidebar'> & { sidebar?: never };
};

/** What a route of the registry carries in its `handle`: the top bar and the browser tab read the title. */
export interface ScreenHandle {
  screen?: ScreenName;
  title: string;
}

/**
 * Every screen of the spec, once (spec 1 §2.1, §2.4 and the screens of spec 2 and 3). The path of each is
 * `screenPaths[name]` of the contract; the router, the sidebar, the top bar's title and the coming-soon page
 * all read this table. A new screen is one entry here plus its page file.
 */
export const SCREENS = {
  signIn: {
    title: SCREEN_TEXT.titles.signIn,
    page: lazyPage(() => import('./auth/SignInPage'), 'SignInPage'),
  },
  register: {
    title: SCREEN_TEXT.titles.register,
    page: lazyPage(() => import('./auth/RegisterPage'), 'RegisterPage'),
  },
  resetPassword: {
    title: SCREEN_TEXT.titles.resetPassword,
    page: lazyPage(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage'),
  },

  home: {
    title: SCREEN_TEXT.titles.home,
    page: lazyPage(() => import('./home/HomePage'), 'HomePage'),
    sidebar: { label: SCREEN_TEXT.sidebar.home, icon: <HomeOutlined /> },
  },
  iotDetails: {
    title: SCREEN_TEXT.titles.iotDetails,
    page: lazyPage(() => import('./iot-details/IotDetailsPage'), 'IotDetailsPage'),
  },
  access: {
    title: SCREEN_TEXT.titles.access,
    page: lazyPage(() => import('./access/AccessPage'), 'AccessPage'),
    sidebar: { label: SCREEN_TEXT.sidebar.access, icon: <LockOutlined /> },
  },
  trusted: {
    title: SCREEN_TEXT.titles.trusted,
    page: lazyPage(() => import('./trusted/TrustedPage'), 'TrustedPage'),
    sidebar: { label: SCREEN_TEXT.sidebar.trusted, icon: <GroupsOutlined /> },
  },
  chat: { title: SCREEN_TEXT.titles.chat, page: lazyPage(() => import('./chat/ChatPage'), 'ChatPage') },
  dataSharing: {
    title: SCREEN_TEXT.titles.dataSharing,
    page: lazyPage(() => import('./storage/DataSharingPage'), 'DataSharingPage'),
  },
  fileSharing: {
    title: SCREEN_TEXT.titles.fileSharing,
    page: lazyPage(() => import('./storage/CloudFilesPage'), 'CloudFilesPage'),
  },
  subFileSharing: {
    title: SCREEN_TEXT.titles.subFileSharing,
    page: lazyPage(() => import('./storage/CloudFilesPage'), 'CloudFilesPage'),
  },
  mqttFileSharing: {
    title: SCREEN_TEXT.titles.mqttFileSharing,
    page: lazyPage(() => import('./storage/GatewayFilesPage'), 'GatewayFilesPage'),
  },
  mqttSubFileSharing: {
    title: SCREEN_TEXT.titles.mqttSubFileSharing,
    page: lazyPage(() => import('./storage/GatewayFilesPage'), 'GatewayFilesPage'),
  },
  mcModal: { title: SCREEN_TEXT.titles.mcModal, page: ComingSoonPage },
  upgradePlan: {
    title: SCREEN_TEXT.titles.upgradePlan,
    page: lazyPage(() => import('./plans/UpgradePlanPage'), 'UpgradePlanPage'),
  },
  map: {
    title: SCREEN_TEXT.titles.map,
    page: lazyPage(() => import('./map/MapPage'), 'MapPage'),
    sidebar: { label: SCREEN_TEXT.sidebar.map, icon: <MapOutlined /> },
    prefetch: (prefetch) => {
      prefetch('getDeviceGPS');
      prefetch('realtimeConfig');
    },
  },
  details: {
    title: SCREEN_TEXT.titles.details,
    page: lazyPage(() => import('./map/DetailsPage'), 'DetailsPage'),
  },
  settings: {
    title: SCREEN_TEXT.titles.settings,
    page: lazyPage(() => import('./settings/SettingsPage'), 'SettingsPage'),
    sidebar: { label: SCREEN_TEXT.sidebar.settings, icon: <SettingsOutlined /> },
  },
  profile: {
    title: SCREEN_TEXT.titles.profile,
    page: lazyPage(() => import('./account/AccountPage'), 'AccountPage'),
    sidebar: { label: SCREEN_TEXT.sidebar.profile, icon: <AccountCircleOutlined /> },
  },
  registration: {
    title: SCREEN_TEXT.titles.registration,
    page: lazyPage(() => import('./registration/RegistrationPage'), 'RegistrationPage'),
    sidebar: { label: SCREEN_TEXT.sidebar.registration, icon: <AppRegistrationOutlined /> },
  },
  connectedUsers: {
    title: SCREEN_TEXT.titles.connectedUsers,
    page: lazyPage(() => import('./connected-users/ConnectedUsersPage'), 'ConnectedUsersPage'),
  },
  connectedDevices: {
    title: SCREEN_TEXT.titles.connectedDevices,
    page: lazyPage(() => import('./connected-devices/ConnectedDevicesPage'), 'ConnectedDevicesPage'),
  },
  switchDevices: {
    title: SCREEN_TEXT.titles.switchDevices,
    page: lazyPage(() => import('./switch-device/SwitchDevicePage'), 'SwitchDevicePage'),
    sidebar: { label: SCREEN_TEXT.sidebar.switchDevices, icon: <SwapHorizOutlined /> },
  },
  vulnerabilityScan: {
    title: SCREEN_TEXT.titles.vulnerabilityScan,
    page: lazyPage(() => import('./scans/VulnerabilityScanPage'), 'VulnerabilityScanPage'),
    sidebar: { label: SCREEN_TEXT.sidebar.vulnerabilityScan, icon: <BugReportOutlined /> },
  },
  updateVulnerabilityScan: {
    title: SCREEN_TEXT.titles.updateVulnerabilityScan,
    page: lazyPage(() => import('./scans/UpdateVulnerabilityScanPage'), 'UpdateVulnerabilityScanPage'),
  },
  reports: {
    title: SCREEN_TEXT.titles.reports,
    page: lazyPage(() => import('./scans/ScanReportsPage'), 'ScanReportsPage'),
  },
  more: {
    title: SCREEN_TEXT.titles.more,
    page: lazyPage(() => import('./more/MorePage'), 'MorePage'),
    sidebar: { label: SCREEN_TEXT.sidebar.more, icon: <MoreHorizOutlined /> },
  },
  aboutUs: {
    title: SCREEN_TEXT.titles.aboutUs,
    page: lazyPage(() => import('./about/AboutUsPage'), 'AboutUsPage'),
  },
  notification: {
    title: SCREEN_TEXT.titles.notification,
    page: lazyPage(() => import('./alerts/AlertsPage'), 'AlertsPage'),
    sidebar: { label: SCREEN_TEXT.sidebar.notification, icon: <NotificationsOutlined /> },
  },
  feedback: {
    title: SCREEN_TEXT.titles.feedback,
    page: lazyPage(() => import('./feedback/FeedbackPage'), 'FeedbackPage'),
    sidebar: { label: SCREEN_TEXT.sidebar.feedback, icon: <FeedbackOutlined /> },
  },
  help: {
    title: SCREEN_TEXT.titles.help,
    page: lazyPage(() => import('./help/HelpPage'), 'HelpPage'),
    sidebar: { label: SCREEN_TEXT.sidebar.help, icon: <HelpOutlineOutlined /> },
  },
  admin: {
    title: SCREEN_TEXT.titles.admin,
    page: lazyPage(() => import('./admin/AdminEntryPage'), 'AdminEntryPage'),
    sidebar: { label: SCREEN_TEXT.sidebar.admin, icon: <AdminPanelSettingsOutlined /> },
    // Corporate users whose role on the connected device is Owner or Admin (spec 1 §2.4): the company scope.
    shownTo: ({ roleId, userType }) => can(roleId, 'getCustomerDetails', { userType }),
  },
} satisfies ScreenEntries;

/** The sidebar's entries that open a dialog of the shell instead of a screen. */
export type SidebarAction = 'invite' | 'logout';

/**
 * The sidebar's actions and where they sit (spec 1 §2.4): each after the screen it names, or last.
 */
export const SIDEBAR_ACTIONS: readonly {
  action: SidebarAction;
  label: string;
  icon: ReactElement;
  after?: ScreenName;
}[] = [
  {
    action: 'invite',
    label: SCREEN_TEXT.actions.invite,
    icon: <PersonAddAltOutlined />,
    after: 'notification',
  },
  { action: 'logout', label: SCREEN_TEXT.actions.logout, icon: <LogoutOutlined /> },
];

/** Every screen's name, in the order of `SCREENS`. */
export const SCREEN_NAMES = Object.keys(SCREENS) as ScreenName[];

/** The screen that follows sign-in: its code and the shell's, loaded while the password is checked. */
export const preloadLandingScreen = () =>
  Promise.all([DashboardLayout.preload(), SCREENS.home.page.preload()]);
