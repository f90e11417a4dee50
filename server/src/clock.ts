/** The time source of everything with a deadline (tokens, codes, orders), so tests can move it. */
export interface Clock {
  now(): Date;
  /** Moves time forward (the sandbox simulator's clock endpoint; tests). */
  advance(ms: number): void;
}

/** Real time plus an offset the sandbox simulator may move forward. */
export class OffsetClock implements Clock {
  private offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}

export const systemClock: Clock = new OffsetClock();

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(date: Date): void {
    this.current = date.getTime();
  }
}
