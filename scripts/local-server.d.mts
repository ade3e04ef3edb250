import type { ChildProcess, StdioOptions } from 'node:child_process';

export function startLocalServer(options: {
  port: number;
  dataDir: string;
  source?: boolean;
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): ChildProcess;

export function waitForHealth(server: ChildProcess, port: number): Promise<void>;
