export { SignalStrengthSlider, signalLabel } from './SignalStrengthSlider';
export type { SignalStrengthSliderProps } from './SignalStrengthSlider';
export {
  signalStrengthSliderClasses,
  getSignalStrengthSliderUtilityClass,
} from './signalStrengthSliderClasses';
export type {
  SignalStrengthSliderClasses,
  SignalStrengthSliderClassKey,
} from './signalStrengthSliderClasses';
