import type { DataVersions } from '../cache/dataVersions';
import { LruCache } from '../cache/lruCache';
import { isWithinDeadlines } from './sessionLiveness';
import type { Session } from './sessions';

/** Sessions remembered at most (the least recently used go first). */
const MAX_SESSIONS = 10_000;
/** Safety net only: an entry is re-read from the database at the next last_used_at touch anyway. */
const SESSION_TTL_MS = 60_000;

interface CachedSession {
  session: Session;
  /** last_used_at as this process last read or wrote it (never later than the stored one). */
  lastUsedAt: number;
  expiresAt: number;
  /** DataVersions stamp taken before the database read. */
  stamp: number;
}

/**
 * Live sessions by token hash, so a request whose session was checked a moment ago needs no database
 * round trip. Only live sessions are kept, and only until something could change the answer: the user's
 * sessions or account changed (sign-out, password change or reset, revocation: DataVersions), the next
 * last_used_at touch is due, or a deadline passed. Those cases read the database again, as before.
 */
export class SessionCache {
  private readonly entries = new LruCache<string, CachedSession>(MAX_SESSIONS, SESSION_TTL_MS);

  constructor(private readonly versions: DataVersions) {}

  stamp(): number {
    return this.versions.stamp();
  }

  /** The cached session when it is still certainly live and no touch is due; otherwise null. */
  live(
    tokenHash: string,
    now: number,
    config: Parameters<typeof isWithinDeadlines>[1],
    touchIntervalMs: number,
  ): Session | null {
    const entry = this.entries.get(tokenHash, now);
    if (!entry) return null;
    const fresh =
      !this.versions.userChangedSince(entry.session.userId, entry.stamp) &&
      isWithinDeadlines(entry, config, now) &&
      now - entry.lastUsedAt < touchIntervalMs;
    if (fresh) return entry.session;
    this.entries.delete(tokenHash);
    return null;
  }

  remember(tokenHash: string, entry: CachedSession): void {
    if (this.versions.userChangedSince(entry.session.userId, entry.stamp)) return;
    this.entries.set(tokenHash, entry);
  }
}
