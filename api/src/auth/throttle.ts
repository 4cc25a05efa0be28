// Failed sign-ins counted in memory, per account and per address, over a sliding window.
// In memory on purpose: one API process serves this company; a restart forgives.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  /** Counts one more; the answer says whether the key is now over its limit. */
  hit(key: string, now = Date.now()): boolean {
    const times = this.recent(key, now);
    times.push(now);
    this.failures.set(key, times);
    return times.length > this.limit;
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}

export function createLoginThrottle() {
  return {
    accounts: new FailureCounter(MAX_FAILURES_PER_ACCOUNT, THROTTLE_WINDOW_MS),
    addresses: new FailureCounter(MAX_FAILURES_PER_ADDRESS, THROTTLE_WINDOW_MS),
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
