/**
 * The subset of go-judge v1.12 REST types this package uses (POST /run, /file).
 * Units follow go-judge: times in ns, sizes in bytes.
 */

/** A file fed to a command's fd or copied into its work dir. */
export type SandboxFile =
  | { src: string }
  | { content: string }
  | { fileId: string }
  /** Output collector: captures up to `max` bytes of an fd, overflow → Output Limit Exceeded. */
  | { name: string; max: number; pipe?: boolean };

export interface SandboxCmd {
  args: string[];
  env?: string[];
  /** fd 0,1,2…; `null` = filled in by pipeMapping. */
  files?: (SandboxFile | null)[];
  cpuLimit?: number;
  clockLimit?: number;
  memoryLimit?: number;
  stackLimit?: number;
  procLimit?: number;
  strictMemoryLimit?: boolean;
  copyIn?: Record<string, SandboxFile>;
  copyOut?: string[];
  copyOutCached?: string[];
  copyOutMax?: number;
  copyOutTruncate?: boolean;
}

export interface PipeEnd {
  index: number;
  fd: number;
}

export interface PipeMap {
  in: PipeEnd;
  out: PipeEnd;
  proxy?: boolean;
  name?: string;
  max?: number;
}

export interface RunRequest {
  requestId?: string;
  cmd: SandboxCmd[];
  pipeMapping?: PipeMap[];
}

export type SandboxStatus =
  | 'Accepted'
  | 'Memory Limit Exceeded'
  | 'Time Limit Exceeded'
  | 'Output Limit Exceeded'
  | 'File Error'
  | 'Nonzero Exit Status'
  | 'Signalled'
  | 'Dangerous Syscall'
  | 'Internal Error';

export interface FileErrorInfo {
  name: string;
  type: string;
  message?: string;
}

export interface RunResult {
  status: SandboxStatus;
  exitStatus: number;
  error?: string;
  /** CPU time, ns. */
  time: number;
  /** Wall time, ns. */
  runTime: number;
  /** Peak memory, bytes. */
  memory: number;
  procPeak?: number;
  files?: Record<string, string>;
  fileIds?: Record<string, string>;
  fileError?: FileErrorInfo[];
}
