/**
 * Runs `pull` for callers that each need one which started after they called: a caller arriving while a pull
 * runs shares the next one, which starts when the running one ends, so at most one runs and one waits however
 * many callers come. Used to ask the database what changed since a process last looked.
 */
export class SharedPull {
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly pull: () => Promise<void>) {}

  run(): Promise<void> {
    if (this.queued) return this.queued;
    const start = (): Promise<void> => {
      this.queued = null;
      const pull = this.pull().finally(() => {
        if (this.running === pull) this.running = null;
      });
      this.running = pull;
      return pull;
    };
    if (!this.running) return start();
    this.queued = this.running.then(start, start);
    return this.queued;
  }
}
