import type { Profile } from '@drisk/contract';
import type { DataVersions } from '../cache/dataVersions';
import { LruCache } from '../cache/lruCache';
import type { Queryable } from '../db/client';
import { loadUser } from './loadUser';
import { toProfile } from './userPresenter';

/** Profiles remembered at most (the least recently used go first). */
const MAX_PROFILES = 2_000;
/**
 * A profile with a larger picture (base64 characters) is read every time: a few such pictures would take
 * more memory than thousands of plain profiles, and sending them costs more than reading them.
 */
const MAX_CACHED_PICTURE = 32 * 1024;
/** Safety net only: every write to a users row is reported through DataVersions.userChanged. */
const PROFILE_TTL_MS = 60_000;

/**
 * GET user/profile from memory: the Account screen and every open dashboard ask for it, and it changes
 * only when its users row does (the user's own edits, the admin console, a company deletion, the account's
 * removal), which every writer reports as DataVersions.userChanged after its commit, on this node or
 * another. A profile read before such a report is never kept or answered after it.
 */
export class ProfileCache {
  private readonly entries = new LruCache<number, { profile: Profile; stamp: number }>(
    MAX_PROFILES,
    PROFILE_TTL_MS,
  );

  constructor(private readonly versions: DataVersions) {}

  /** The user's profile; 401 'Session expires...' when the account is gone (loadUser). */
  async read(db: Queryable, userId: number): Promise<Profile> {
    const entry = this.entries.get(userId);
    if (entry && !this.versions.userChangedSince(userId, entry.stamp)) return entry.profile;
    const stamp = this.versions.stamp();
    const profile = toProfile(await loadUser(db, userId));
    if (profile.profile_url.length <= MAX_CACHED_PICTURE && !this.versions.userChangedSince(userId, stamp))
      this.entries.set(userId, { profile, stamp });
    else this.entries.delete(userId);
    return profile;
  }
}
