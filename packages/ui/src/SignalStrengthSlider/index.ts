export { SignalStrengthSlider, signalLabel } from './SignalStrengthSlider';
export type { SignalStrengthSliderProps } from './SignalStrengthSlider';
