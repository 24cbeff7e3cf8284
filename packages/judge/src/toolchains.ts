import { execFile } from 'node:child_process';

/**
 * What the language picker shows (issue 28.9): the standard and the compiler with its version,
 * e.g. "C++17 (g++ 12.2)". The versions are asked from the machine once per process (the compilers
 * the sandbox mounts are the host's own); a compiler that does not answer keeps the version of the
 * table below, the one the judge's image ships.
 */
interface Toolchain {
  /** The command asked for its version, and the pattern of the version in its answer. */
  probe: { file: string; args: string[]; pattern: RegExp };
  /** The version when the probe finds nothing. */
  fallback: string;
  /** The picker's text for a version. */
  label: (version: string) => string;
}

const GCC = { file: 'gcc', args: ['-dumpfullversion'], pattern: /^(\d+\.\d+)/ };
const GXX = { file: 'g++', args: ['-dumpfullversion'], pattern: /^(\d+\.\d+)/ };

const TOOLCHAINS: Record<string, Toolchain> = {
  C: { probe: GCC, fallback: '12.2', label: (v) => `C11 (gcc ${v})` },
  'C With O2': { probe: GCC, fallback: '12.2', label: (v) => `C11 -O2 (gcc ${v})` },
  'C++': { probe: GXX, fallback: '12.2', label: (v) => `C++17 (g++ ${v})` },
  'C++ With O2': { probe: GXX, fallback: '12.2', label: (v) => `C++17 -O2 (g++ ${v})` },
  Java: {
    probe: { file: 'java', args: ['-version'], pattern: /version "([\d.]+)"/ },
    fallback: '17',
    label: (v) => `Java 17 (OpenJDK ${v})`,
  },
  Python3: {
    probe: { file: 'python3', args: ['--version'], pattern: /Python ([\d.]+)/ },
    fallback: '3.11',
    label: (v) => `Python ${v}`,
  },
  Golang: {
    probe: { file: '/usr/local/go/bin/go', args: ['version'], pattern: /go([\d.]+)/ },
    fallback: '1.26',
    label: (v) => `Go ${v}`,
  },
  Rust: {
    probe: { file: 'rustc', args: ['--version'], pattern: /rustc ([\d.]+)/ },
    fallback: '1.95',
    label: (v) => `Rust 2021 (rustc ${v})`,
  },
  'JavaScript Node': {
    probe: { file: 'node', args: ['--version'], pattern: /v([\d.]+)/ },
    fallback: '20',
    label: (v) => `JavaScript (Node.js ${v})`,
  },
};

function ask(probe: Toolchain['probe']): Promise<string | null> {
  return new Promise((resolve) => {
    try {
      execFile(probe.file, probe.args, { timeout: 5000, windowsHide: true }, (err, stdout, stderr) => {
        const m = probe.pattern.exec(`${String(stdout)}\n${String(stderr)}`.trim());
        resolve(err || !m ? null : m[1]);
      });
    } catch {
      resolve(null);
    }
  });
}

/** The picker's text of a language with a given version (the table's when none): exported for tests. */
export function toolchainLabel(language: string, version?: string | null): string | null {
  const t = TOOLCHAINS[language];
  return t ? t.label(version || t.fallback) : null;
}

let probed: Promise<Map<string, string>> | null = null;

/**
 * Language name → picker text, with the versions the machine's compilers report. Asked once per
 * process (a few version commands in parallel at start-up), never per request.
 */
export function toolchainLabels(): Promise<Map<string, string>> {
  probed ??= (async () => {
    const answers = new Map<string, Promise<string | null>>();
    const entries = await Promise.all(
      Object.entries(TOOLCHAINS).map(async ([name, t]) => {
        const key = `${t.probe.file} ${t.probe.args.join(' ')}`;
        if (!answers.has(key)) answers.set(key, ask(t.probe));
        return [name, t.label((await answers.get(key)) || t.fallback)] as const;
      }),
    );
    return new Map(entries);
  })();
  return probed;
}
