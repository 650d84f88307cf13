/** State that More passes to About Us: the software version of the connected device. */
export interface AboutUsState {
  version?: string;
}
