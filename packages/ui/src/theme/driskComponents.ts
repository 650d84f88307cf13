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
import type { UpdatePromptProps } from '../UpdatePrompt/UpdatePrompt';

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
}

/** The `theme.components` entries of the dRisk widgets (default props only; they have no style slots yet). */
export type DriskComponents = {
  [Name in keyof DriskComponentsPropsList]?: { defaultProps?: DriskComponentsPropsList[Name] };
};

declare module '@mui/material/styles' {
  // Lets createTheme / createDriskTheme accept the dRisk widgets under `components` with typed defaultProps.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface Components extends DriskComponents {}
}
