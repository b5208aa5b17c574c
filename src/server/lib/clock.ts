/** One clock for the whole server. NOW (config) fixes it for demos and tests. */
export interface Clock {
  now(): Date;
}

export function createClock(fixedNow?: Date): Clock {
  if (fixedNow) {
    const fixed = fixedNow.getTime();
    return { now: () => new Date(fixed) };
  }
  return { now: () => new Date() };
}
