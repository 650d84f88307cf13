import type { CSSObject, Theme } from '@mui/material/styles';
import type { BatteryIconProps } from '../BatteryIcon/BatteryIcon';
import type { ConfirmDialogProps } from '../ConfirmDialog/ConfirmDialog';
import type { DelayedSpinnerProps } from '../DelayedSpinner/DelayedSpinner';
import type { EmptyStateProps } from '../EmptyState/EmptyState';
import type { FormDialogProps } from '../FormDialog/FormDialog';
import type { MessageDialogProps } from '../MessageDialog/MessageDialog';
import type { NotificationCardProps } from '../NotificationCard/NotificationCard';
import type { PageHeaderProps } from '../PageHeader/PageHeader';
import type { PasswordFieldProps } from '../PasswordField/PasswordField';
import type { OneTimeCodeFieldProps } from '../OneTimeCodeField/OneTimeCodeField';
import type { RecoveryCodesPanelProps } from '../RecoveryCodesPanel/RecoveryCodesPanel';
import type { StatusDotProps } from '../StatusDot/StatusDot';
import type { SessionExpiredDialogProps } from '../SessionExpiredDialog/SessionExpiredDialog';
import type { ToastProviderProps } from '../ToastProvider/ToastProvider';
import type { ConnectionIndicatorProps } from '../ConnectionIndicator/ConnectionIndicator';
import type { DayPickerProps } from '../DayPicker/DayPicker';
import type { DevicePickerDialogProps } from '../DevicePickerDialog/DevicePickerDialog';
import type { SignalStrengthSliderProps } from '../SignalStrengthSlider/SignalStrengthSlider';
import type { TimeRangePickerProps } from '../TimeRangePicker/TimeRangePicker';
import type { ToggleCardProps } from '../ToggleCard/ToggleCard';
import type { BandwidthDonutProps } from '../BandwidthDonut/BandwidthDonut';
import type { DurationDialogProps } from '../DurationDialog/DurationDialog';
import type { EndpointListProps } from '../EndpointList/EndpointList';
import type { NetworkSelectorProps } from '../NetworkSelector/NetworkSelector';
import type { PeriodSelectorProps } from '../PeriodSelector/PeriodSelector';
import type { UsageBarChartProps } from '../UsageBarChart/UsageBarChart';
import type { ChatComposerProps } from '../ChatComposer/ChatComposer';
import type { ChatFileChipProps } from '../ChatFileChip/ChatFileChip';
import type { ChatMessageBubbleProps } from '../ChatMessageBubble/ChatMessageBubble';
import type { ChatPanelProps } from '../ChatPanel/ChatPanel';
import type { FileBrowserProps } from '../FileBrowser/FileBrowser';
import type { MoveCopyDialogProps } from '../MoveCopyDialog/MoveCopyDialog';
import type { StorageDonutProps } from '../StorageDonut/StorageDonut';
import type { DeviceMapProps } from '../DeviceMap/DeviceMap';
import type { DeviceMapPreviewProps } from '../DeviceMapPreview/DeviceMapPreview';
import type { UpdatePromptProps } from '../UpdatePrompt/UpdatePrompt';
import type { LazySectionProps } from '../LazySection/LazySection';
import type { LoadErrorProps } from '../LoadError/LoadError';
import type { RecurrenceEditorProps } from '../RecurrenceEditor/RecurrenceEditor';
import type { ThreatAlertsDialogProps } from '../ThreatAlertsDialog/ThreatAlertsDialog';
import type { ThreatPieChartProps } from '../ThreatPieChart/ThreatPieChart';
import type { ThreatSeverityCountersProps } from '../ThreatSeverityCounters/ThreatSeverityCounters';
import type { ThreatTimelineChartProps } from '../ThreatTimelineChart/ThreatTimelineChart';
import type { TimeLeftProps } from '../TimeLeft/TimeLeft';
import type { AccessWindowTimelineProps } from '../AccessWindowTimeline/AccessWindowTimeline';
import type { TopThreatsBarChartProps } from '../TopThreatsBarChart/TopThreatsBarChart';

/**
 * Theme keys of the dRisk widgets and the props each accepts as `defaultProps`, e.g.
 * `createDriskTheme({ components: { DriskDelayedSpinner: { defaultProps: { delayMs: 500 } } } })`.
 * A new widget adds its line here.
 */
export interface DriskComponentsPropsList {
  DriskBatteryIcon: Partial<BatteryIconProps>;
  DriskConfirmDialog: Partial<ConfirmDialogProps>;
  DriskDelayedSpinner: Partial<DelayedSpinnerProps>;
  DriskEmptyState: Partial<EmptyStateProps>;
  DriskFormDialog: Partial<FormDialogProps>;
  DriskMessageDialog: Partial<MessageDialogProps>;
  DriskNotificationCard: Partial<NotificationCardProps>;
  DriskPageHeader: Partial<PageHeaderProps>;
  DriskPasswordField: Partial<PasswordFieldProps>;
  DriskOneTimeCodeField: Partial<OneTimeCodeFieldProps>;
  DriskRecoveryCodesPanel: Partial<RecoveryCodesPanelProps>;
  DriskSessionExpiredDialog: Partial<SessionExpiredDialogProps>;
  DriskToastProvider: Partial<ToastProviderProps>;
  DriskUpdatePrompt: Partial<UpdatePromptProps>;
  DriskStatusDot: Partial<StatusDotProps>;
  // Settings and access-control widgets
  DriskConnectionIndicator: Partial<ConnectionIndicatorProps>;
  DriskAccessWindowTimeline: Partial<AccessWindowTimelineProps>;
  DriskDayPicker: Partial<DayPickerProps>;
  DriskDevicePickerDialog: Partial<DevicePickerDialogProps>;
  DriskSignalStrengthSlider: Partial<SignalStrengthSliderProps>;
  DriskTimeRangePicker: Partial<TimeRangePickerProps>;
  DriskToggleCard: Partial<ToggleCardProps>;
  // Home dashboard widgets
  DriskBandwidthDonut: Partial<BandwidthDonutProps>;
  DriskDurationDialog: Partial<DurationDialogProps>;
  DriskEndpointList: Partial<EndpointListProps>;
  DriskNetworkSelector: Partial<NetworkSelectorProps>;
  DriskPeriodSelector: Partial<PeriodSelectorProps>;
  DriskUsageBarChart: Partial<UsageBarChartProps>;
  // Group chat widgets
  DriskChatComposer: Partial<ChatComposerProps>;
  DriskChatFileChip: Partial<ChatFileChipProps>;
  DriskChatMessageBubble: Partial<ChatMessageBubbleProps>;
  DriskChatPanel: Partial<ChatPanelProps>;
  // Storage widgets
  DriskFileBrowser: Partial<FileBrowserProps>;
  DriskMoveCopyDialog: Partial<MoveCopyDialogProps>;
  DriskStorageDonut: Partial<StorageDonutProps>;
  // Maps
  DriskDeviceMap: Partial<DeviceMapProps>;
  DriskDeviceMapPreview: Partial<DeviceMapPreviewProps>;
  // Layout, feedback, scans and the threat dashboard
  DriskLazySection: Partial<LazySectionProps>;
  DriskLoadError: Partial<LoadErrorProps>;
  DriskRecurrenceEditor: Partial<RecurrenceEditorProps>;
  DriskThreatAlertsDialog: Partial<ThreatAlertsDialogProps>;
  DriskThreatPieChart: Partial<ThreatPieChartProps>;
  DriskThreatSeverityCounters: Partial<ThreatSeverityCountersProps>;
  DriskThreatTimelineChart: Partial<ThreatTimelineChartProps>;
  DriskTimeLeft: Partial<TimeLeftProps>;
  DriskTopThreatsBarChart: Partial<TopThreatsBarChartProps>;
}

/** The theme key of a dRisk widget, `Drisk` and its name. */
export type DriskComponentName = keyof DriskComponentsPropsList;

/** A theme style override of a widget's slot: CSS (sx shorthands allowed) or a function of the theme and props. */
export type DriskStyleOverride<Props> =
  CSSObject | ((args: { theme: Theme; ownerState: Props }) => CSSObject);

/**
 * The `theme.components` entries of the dRisk widgets: `defaultProps` and `styleOverrides.root`, as MUI's own
 * components take them, e.g.
 * `createTheme({ components: { DriskBatteryIcon: { styleOverrides: { root: { gap: 8 } } } } })`.
 */
export type DriskComponents = {
  [Name in DriskComponentName]?: {
    defaultProps?: DriskComponentsPropsList[Name];
    styleOverrides?: { root?: DriskStyleOverride<DriskComponentsPropsList[Name]> };
  };
};

declare module '@mui/material/styles' {
  // Lets createTheme / createDriskTheme accept the dRisk widgets under `components` with typed defaultProps.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface Components extends DriskComponents {}
}
