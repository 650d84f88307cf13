/**
 * What changed: a device's data (usage, endpoints, data plan, company), the tree of a device's cloud
 * files, a user's sessions, account and mappings, who belongs to a company, or anything at all (another
 * node could not tell what it changed for a while).
 */
export type DataChange =
  | { devices: readonly string[] }
  | { files: string }
  | { userId: number }
  | { companyId: number }
  | { everything: true };

/**
 * When the data the in-memory caches keep last changed, per device and per user, on one counter. A cache
 * takes `stamp()` before it reads the database and keeps its entry only while nothing it depends on
 * changed after that stamp (`changedSince`), so a writer invalidates every cached reply of a device or a
 * user with one call, without knowing the caches.
 *
 * Writers report after their transaction commits: a reader that stamped before the report sees its
 * entry outdated at once, whatever it read; one that stamps after it reads the committed data. Every
 * write to usage, endpoints, a device's plan or its company (devicesChanged), to sessions, a users row or
 * user_devices (userChanged), and to who belongs to a company or owns one (companyUsersChanged), and to
 * the rows of a device's cloud files (filesChanged) must be reported, or cached replies miss it until their TTL.
 */
export class DataVersions {
  private counter = 0;
  private readonly deviceChanges = new Map<string, number>();
  private readonly fileChanges = new Map<string, number>();
  private readonly userChanges = new Map<number, number>();
  private readonly companyChanges = new Map<number, number>();
  /** When everything last counted as changed (other nodes' changes may have been missed). */
  private everythingChangedAt = 0;
  /** False while other nodes' changes cannot be heard: nothing cached counts then. */
  private listening = true;
  /** Told of every local change, so other api nodes over the same database apply it too (pgCacheSignals.ts). */
  private broadcast: (change: DataChange) => void = () => {};
  /** Told of every user change, local or from another node (the broker re-checks that user's connections). */
  private readonly userListeners: Array<(userId: number) => void> = [];

  /** Sends local changes to other nodes from now on; until `hearing(true)`, no cached value counts. */
  connect(broadcast: (change: DataChange) => void): void {
    this.broadcast = broadcast;
    this.hearing(false);
  }

  /**
   * Whether other nodes' changes reach this one. Both ways everything counts as changed: what was cached
   * before may have missed changes made while nothing was heard.
   */
  hearing(listening: boolean): void {
    this.counter += 1;
    this.everythingChangedAt = this.counter;
    this.listening = listening;
  }

  /** The moment (on this counter) before a read whose result is to be cached. */
  stamp(): number {
    return this.counter;
  }

  /** Whether a device's data changed after `stamp`. */
  deviceChangedSince(deviceId: string, stamp: number): boolean {
    return this.outdated(stamp) || (this.deviceChanges.get(deviceId) ?? 0) > stamp;
  }

  /** Whether a device's cloud files (any entry, its name, place, size or date) changed after `stamp`. */
  filesChangedSince(deviceId: string, stamp: number): boolean {
    return this.outdated(stamp) || (this.fileChanges.get(deviceId) ?? 0) > stamp;
  }

  /** Whether a user's sessions or mappings changed after `stamp`. */
  userChangedSince(userId: number, stamp: number): boolean {
    return this.outdated(stamp) || (this.userChanges.get(userId) ?? 0) > stamp;
  }

  /** Whether the members of a company changed after `stamp` (a profile joined or left it). */
  companyChangedSince(companyId: number, stamp: number): boolean {
    return this.outdated(stamp) || (this.companyChanges.get(companyId) ?? 0) > stamp;
  }

  /** Usage, endpoints (blocks, names, joins and leaves) or the data plan of these devices changed. */
  devicesChanged(deviceIds: Iterable<string>): void {
    const ids = [...new Set(deviceIds)];
    if (ids.length === 0) return;
    this.apply({ devices: ids });
    this.broadcast({ devices: ids });
  }

  /**
   * A device's cloud files changed (kept apart from devicesChanged, which every telemetry batch reports:
   * listings cached on it would never last).
   */
  filesChanged(deviceId: string): void {
    this.apply({ files: deviceId });
    this.broadcast({ files: deviceId });
  }

  /** A user's sessions (sign-out, revocation, account state) or device mappings (role, access) changed. */
  userChanged(userId: number): void {
    this.apply({ userId });
    this.broadcast({ userId });
  }

  /** A profile joined or left a company (a member's own changes are userChanged). */
  companyUsersChanged(companyId: number): void {
    this.apply({ companyId });
    this.broadcast({ companyId });
  }

  private outdated(stamp: number): boolean {
    return !this.listening || this.everythingChangedAt > stamp;
  }

  /** Calls `listener` after each change of a user's sessions or mappings, on this node or another. */
  onUserChanged(listener: (userId: number) => void): void {
    this.userListeners.push(listener);
  }

  /** Records a change without broadcasting it (it came from another node). */
  apply(change: DataChange): void {
    this.counter += 1;
    if ('everything' in change) this.everythingChangedAt = this.counter;
    else if ('userId' in change) {
      this.userChanges.set(change.userId, this.counter);
      for (const listener of this.userListeners) listener(change.userId);
    } else if ('companyId' in change) this.companyChanges.set(change.companyId, this.counter);
    else if ('files' in change) this.fileChanges.set(change.files, this.counter);
    else for (const id of change.devices) this.deviceChanges.set(id, this.counter);
  }
}
