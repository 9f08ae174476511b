/**
 * Flows: the blocks of one page whose fences say `flow="<name>"` are the steps of one walk through
 * the API, as a reader copies them into one terminal. They run in page order, in one working
 * folder, and every step sees in its environment what the bash steps before it exported (the first
 * step mints the flow's sandbox key, as a reader would). A flow stops at its first failing step:
 * each step after it is reported failed, naming that step, so a broken flow never looks shorter.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FlowStep } from './runSample.ts';

interface FlowState {
  root: string;
  env: Record<string, string>;
  ran: number;
  /** Where the step that failed is, once one has. */
  failedAt: string | null;
}

/** The flows of one page; `close` removes their folders. */
export class PageFlows {
  private readonly flows = new Map<string, FlowState>();

  /** How many steps each flow has, for `step 2/7` in the report. */
  constructor(private readonly stepCounts: ReadonlyMap<string, number>) {}

  /**
   * Where the next step of `name` runs, or why it does not (an earlier step failed); `label` names
   * the step for the report: `flow first-call 2/7`.
   */
  async next(name: string): Promise<{ label: string } & ({ step: FlowStep } | { blockedBy: string })> {
    let state = this.flows.get(name);
    if (!state) {
      const root = await mkdtemp(join(tmpdir(), 'portal-flow-'));
      await mkdir(join(root, 'work'));
      await mkdir(join(root, 'state'));
      state = { root, env: {}, ran: 0, failedAt: null };
      this.flows.set(name, state);
    }
    state.ran += 1;
    const label = `flow ${name} ${state.ran}/${this.stepCounts.get(name) ?? state.ran}`;
    if (state.failedAt !== null) return { label, blockedBy: state.failedAt };
    const step = {
      dir: join(state.root, 'work'),
      stateDir: join(state.root, 'state'),
      env: state.env,
      index: state.ran,
    };
    return { label, step };
  }

  /** A step's outcome: what it exported goes to the steps after it; a failure stops the flow. */
  record(name: string, where: string, passed: boolean, exported: Record<string, string>): void {
    const state = this.flows.get(name);
    if (!state) return;
    if (passed) state.env = { ...state.env, ...exported };
    else state.failedAt ??= where;
  }

  async close(): Promise<void> {
    await Promise.all([...this.flows.values()].map((state) => rm(state.root, { recursive: true, force: true })));
    this.flows.clear();
  }
}
