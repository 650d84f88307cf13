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
import { STORAGE_TEXT, can, type ScreenName, type ScreenParams } from '@drisk/contract/client';
import type { PrefetchedCalls } from './api/prefetchedCalls';
import { lazyPage, type LazyPage } from './lazyPage';
import { ComingSoonPage, DashboardLayout } from './pages';

/** Who is looking at the shell: their role on the connected device and their user type. */
export interface Viewer {
  roleId: number | null;
  userType: UserType | null;
}

export interface Screen {
  /** The screen's h1, the top bar's title and the browser tab's name. */
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
  signIn: { title: 'Sign In', page: lazyPage(() => import('./auth/SignInPage'), 'SignInPage') },
  register: { title: 'Register', page: lazyPage(() => import('./auth/RegisterPage'), 'RegisterPage') },
  resetPassword: {
    title: 'Reset Password',
    page: lazyPage(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage'),
  },

  home: {
    title: 'Home',
    page: lazyPage(() => import('./home/HomePage'), 'HomePage'),
    sidebar: { label: 'Home', icon: <HomeOutlined /> },
  },
  iotDetails: {
    title: 'IoT Device Details',
    page: lazyPage(() => import('./iot-details/IotDetailsPage'), 'IotDetailsPage'),
  },
  access: {
    title: 'Access Controls',
    page: lazyPage(() => import('./access/AccessPage'), 'AccessPage'),
    sidebar: { label: 'Access', icon: <LockOutlined /> },
  },
  trusted: {
    title: 'Trusted',
    page: lazyPage(() => import('./trusted/TrustedPage'), 'TrustedPage'),
    sidebar: { label: 'Trusted', icon: <GroupsOutlined /> },
  },
  chat: { title: 'Chat', page: lazyPage(() => import('./chat/ChatPage'), 'ChatPage') },
  dataSharing: {
    title: STORAGE_TEXT.dataSharingTitle,
    page: lazyPage(() => import('./storage/DataSharingPage'), 'DataSharingPage'),
  },
  fileSharing: {
    title: STORAGE_TEXT.dataStorageTitle,
    page: lazyPage(() => import('./storage/CloudFilesPage'), 'CloudFilesPage'),
  },
  subFileSharing: {
    title: STORAGE_TEXT.dataStorageTitle,
    page: lazyPage(() => import('./storage/CloudFilesPage'), 'CloudFilesPage'),
  },
  mqttFileSharing: {
    title: STORAGE_TEXT.externalDriveTitle,
    page: lazyPage(() => import('./storage/GatewayFilesPage'), 'GatewayFilesPage'),
  },
  mqttSubFileSharing: {
    title: STORAGE_TEXT.externalDriveTitle,
    page: lazyPage(() => import('./storage/GatewayFilesPage'), 'GatewayFilesPage'),
  },
  mcModal: { title: 'Move or Copy', page: ComingSoonPage },
  upgradePlan: {
    title: 'Storage Plan Upgrade',
    page: lazyPage(() => import('./plans/UpgradePlanPage'), 'UpgradePlanPage'),
  },
  map: {
    title: 'Tracking',
    page: lazyPage(() => import('./map/MapPage'), 'MapPage'),
    sidebar: { label: 'Tracking', icon: <MapOutlined /> },
    prefetch: (prefetch) => {
      prefetch('getDeviceGPS');
      prefetch('realtimeConfig');
    },
  },
  details: {
    title: 'Device Details',
    page: lazyPage(() => import('./map/DetailsPage'), 'DetailsPage'),
  },
  settings: {
    title: 'Settings',
    page: lazyPage(() => import('./settings/SettingsPage'), 'SettingsPage'),
    sidebar: { label: 'Settings', icon: <SettingsOutlined /> },
  },
  profile: {
    title: 'Account',
    page: lazyPage(() => import('./account/AccountPage'), 'AccountPage'),
    sidebar: { label: 'Account', icon: <AccountCircleOutlined /> },
  },
  registration: {
    title: 'Registration',
    page: lazyPage(() => import('./registration/RegistrationPage'), 'RegistrationPage'),
    sidebar: { label: 'Registration', icon: <AppRegistrationOutlined /> },
  },
  connectedUsers: {
    title: 'User List',
    page: lazyPage(() => import('./connected-users/ConnectedUsersPage'), 'ConnectedUsersPage'),
  },
  connectedDevices: {
    title: 'Connected Devices',
    page: lazyPage(() => import('./connected-devices/ConnectedDevicesPage'), 'ConnectedDevicesPage'),
  },
  switchDevices: {
    title: 'Switch Device',
    page: lazyPage(() => import('./switch-device/SwitchDevicePage'), 'SwitchDevicePage'),
    sidebar: { label: 'Switch Device', icon: <SwapHorizOutlined /> },
  },
  vulnerabilityScan: {
    title: 'Vulnerability Scanning',
    page: lazyPage(() => import('./scans/VulnerabilityScanPage'), 'VulnerabilityScanPage'),
    sidebar: { label: 'Vulnerability Scanning', icon: <BugReportOutlined /> },
  },
  updateVulnerabilityScan: {
    title: 'Update Vulnerability Scanning',
    page: lazyPage(() => import('./scans/UpdateVulnerabilityScanPage'), 'UpdateVulnerabilityScanPage'),
  },
  reports: {
    title: 'Scan Reports',
    page: lazyPage(() => import('./scans/ScanReportsPage'), 'ScanReportsPage'),
  },
  more: {
    title: 'More',
    page: lazyPage(() => import('./more/MorePage'), 'MorePage'),
    sidebar: { label: 'More', icon: <MoreHorizOutlined /> },
  },
  aboutUs: { title: 'About Us', page: lazyPage(() => import('./about/AboutUsPage'), 'AboutUsPage') },
  notification: {
    title: 'Notifications',
    page: lazyPage(() => import('./alerts/AlertsPage'), 'AlertsPage'),
    sidebar: { label: 'Notifications', icon: <NotificationsOutlined /> },
  },
  feedback: {
    title: 'Feedback',
    page: lazyPage(() => import('./feedback/FeedbackPage'), 'FeedbackPage'),
    sidebar: { label: 'Feedback', icon: <FeedbackOutlined /> },
  },
  help: {
    title: 'Help',
    page: lazyPage(() => import('./help/HelpPage'), 'HelpPage'),
    sidebar: { label: 'Help', icon: <HelpOutlineOutlined /> },
  },
  admin: {
    title: 'Admin Panel',
    page: lazyPage(() => import('./admin/AdminEntryPage'), 'AdminEntryPage'),
    sidebar: { label: 'Admin', icon: <AdminPanelSettingsOutlined /> },
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
  { action: 'invite', label: 'Invite', icon: <PersonAddAltOutlined />, after: 'notification' },
  { action: 'logout', label: 'Logout', icon: <LogoutOutlined /> },
];

/** Every screen's name, in the order of `SCREENS`. */
export const SCREEN_NAMES = Object.keys(SCREENS) as ScreenName[];

/** The screen that follows sign-in: its code and the shell's, loaded while the password is checked. */
export const preloadLandingScreen = () =>
  Promise.all([DashboardLayout.preload(), SCREENS.home.page.preload()]);
