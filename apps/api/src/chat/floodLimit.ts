/** At most `max` events in any window of `perMs` (a sliding log; one per chat socket). */
export class FloodLimit {
  private readonly times: number[] = [];

  constructor(
    private readonly max: number,
    private readonly perMs: number,
  ) {}

  /** Records an event at `now` and says whether it is within the limit (a refused one is not counted). */
  take(now: number): boolean {
    while (this.times.length > 0 && this.times[0] <= now - this.perMs) this.times.shift();
    if (this.times.length >= this.max) return false;
    this.times.push(now);
    return true;
  }
}
