/**
 * The nine local languages (HOJ spellings) and the two checker/interactor languages.
 * Paths are as seen inside the sandbox (see sandbox/mount-config.ts).
 */

export interface CommandSpec {
  args: string[];
  env: string[];
}

export interface CompileSpec extends CommandSpec {
  cpuLimitMs: number;
  clockLimitMs: number;
  memoryLimitMb: number;
  /** Per-stream cap of compiler stdout/stderr, bytes. */
  outputLimitBytes: number;
}

export interface LanguageDefinition {
  /** Exact HOJ name, stored in submissions. */
  name: string;
  description: string;
  /** CodeMirror-style MIME type for the editor. */
  contentType: string;
  template: string;
  /** May be used as a checker / interactor language. */
  isSpj: boolean;
  /** Lists sort seq desc (HOJ's order): C first, then C++, as HOJ's client preselects the first entry. */
  seq: number;
  /** Source file name in /w. */
  sourceName: string;
  /** What the compile step leaves in /w and the run step executes. */
  executableName: string;
  compile: CompileSpec;
  run: CommandSpec;
  /** Interpreted languages import user extra files (modules) at run time, so they are copied in then too. */
  extraFilesAtRuntime?: boolean;
}

const PATH = 'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const DEFAULT_ENV = [PATH, 'LANG=C.UTF-8', 'LC_ALL=C.UTF-8', 'LANGUAGE=en_US:en', 'HOME=/w'];
const PYTHON_ENV = [...DEFAULT_ENV, 'PYTHONIOENCODING=utf-8', 'PYTHONDONTWRITEBYTECODE=1'];

/** Go build settings shared by the sandboxed compile and the host-side cache warm-up (same cache keys). */
export const GO_BUILD_ENV = ['CGO_ENABLED=0', 'GO111MODULE=off', 'GOTOOLCHAIN=local', 'GOFLAGS=', 'GOOS=linux', 'GOARCH=amd64'];
const GO_COMPILE_ENV = [
  `PATH=/usr/local/go/bin:${PATH.slice(5)}`,
  'LANG=C.UTF-8',
  'HOME=/w',
  'GOPATH=/w/go',
  'GOROOT=/usr/local/go',
  ...GO_BUILD_ENV,
];
const RUST_ENV = [`PATH=/opt/rust/bin:${PATH.slice(5)}`, 'LANG=C.UTF-8', 'HOME=/w'];

const MB = 1024 * 1024;
const compileLimits = (cpuS: number, memoryMb: number) => ({
  cpuLimitMs: cpuS * 1000,
  clockLimitMs: cpuS * 2000,
  memoryLimitMb: memoryMb,
  outputLimitBytes: MB,
});

const C_TEMPLATE = `#include <stdio.h>

int main() {
    int a, b;
    scanf("%d %d", &a, &b);
    printf("%d\\n", a + b);
    return 0;
}
`;
const CPP_TEMPLATE = `#include <bits/stdc++.h>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

function gcc(lang: 'c' | 'c++', o2: boolean): CompileSpec {
  const [cc, std, src] = lang === 'c' ? ['/usr/bin/gcc', '-std=c11', 'main.c'] : ['/usr/bin/g++', '-std=c++17', 'main.cpp'];
  return {
    args: [cc, '-DONLINE_JUDGE', '-w', '-fmax-errors=3', std, ...(o2 ? ['-O2'] : []), src, '-lm', '-o', 'main'],
    env: DEFAULT_ENV,
    // Page cache of headers is charged to the compile's cgroup, hence the roomy memory.
    ...(lang === 'c' ? compileLimits(5, 512) : compileLimits(10, 1024)),
  };
}

const NATIVE_RUN: CommandSpec = { args: ['/w/main'], env: DEFAULT_ENV };

export const LANGUAGES: LanguageDefinition[] = [
  {
    name: 'C',
    description: 'GCC 12',
    contentType: 'text/x-csrc',
    template: C_TEMPLATE,
    isSpj: true,
    seq: 8,
    sourceName: 'main.c',
    executableName: 'main',
    compile: gcc('c', false),
    run: NATIVE_RUN,
  },
  {
    name: 'C With O2',
    description: 'GCC 12',
    contentType: 'text/x-csrc',
    template: C_TEMPLATE,
    isSpj: false,
    seq: 7,
    sourceName: 'main.c',
    executableName: 'main',
    compile: gcc('c', true),
    run: NATIVE_RUN,
  },
  {
    name: 'C++',
    description: 'G++ 12 (C++17)',
    contentType: 'text/x-c++src',
    template: CPP_TEMPLATE,
    isSpj: true,
    seq: 6,
    sourceName: 'main.cpp',
    executableName: 'main',
    compile: gcc('c++', false),
    run: NATIVE_RUN,
  },
  {
    name: 'C++ With O2',
    description: 'G++ 12 (C++17)',
    contentType: 'text/x-c++src',
    template: CPP_TEMPLATE,
    isSpj: false,
    seq: 5,
    sourceName: 'main.cpp',
    executableName: 'main',
    compile: gcc('c++', true),
    run: NATIVE_RUN,
  },
  {
    name: 'Java',
    description: 'OpenJDK 17',
    contentType: 'text/x-java',
    isSpj: false,
    seq: 4,
    template: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(a + b);
    }
}
`,
    sourceName: 'Main.java',
    executableName: 'Main.jar',
    compile: {
      args: ['/bin/sh', '-c', '/usr/bin/javac -encoding utf-8 Main.java && /usr/bin/jar -cf Main.jar *.class'],
      env: DEFAULT_ENV,
      ...compileLimits(10, 1024),
    },
    run: { args: ['/usr/bin/java', '-Dfile.encoding=UTF-8', '-XX:+UseSerialGC', '-cp', '/w/Main.jar', 'Main'], env: DEFAULT_ENV },
  },
  {
    name: 'Python3',
    description: 'Python 3.11',
    contentType: 'text/x-python',
    isSpj: false,
    seq: 3,
    template: `a, b = map(int, input().split())
print(a + b)
`,
    sourceName: 'main.py',
    executableName: 'main.pyc',
    // Byte-compiling turns syntax errors into CE; the fixed output name avoids the version-tagged __pycache__ name.
    compile: {
      args: [
        '/usr/bin/python3',
        '-c',
        "import py_compile, sys\ntry:\n    py_compile.compile('main.py', cfile='main.pyc', doraise=True)\nexcept py_compile.PyCompileError as e:\n    sys.stderr.write(e.msg)\n    sys.exit(1)\n",
      ],
      env: PYTHON_ENV,
      ...compileLimits(5, 256),
    },
    run: { args: ['/usr/bin/python3', '/w/main.pyc'], env: PYTHON_ENV },
    extraFilesAtRuntime: true,
  },
  {
    name: 'Golang',
    description: 'Go 1.26',
    contentType: 'text/x-go',
    isSpj: false,
    seq: 2,
    template: `package main

import "fmt"

func main() {
    var a, b int
    fmt.Scan(&a, &b)
    fmt.Println(a + b)
}
`,
    sourceName: 'main.go',
    executableName: 'main',
    compile: {
      // The read-only warmed cache when mounted (see sandbox/go-cache-seed.ts), else a scratch one.
      args: [
        '/bin/sh',
        '-c',
        'if [ -d /opt/gocache-seed ]; then export GOCACHE=/opt/gocache-seed; else export GOCACHE=/tmp/gocache; fi; exec go build -o main main.go',
      ],
      env: GO_COMPILE_ENV,
      // Generous: a cold cache (no seed) needs ~15 s of CPU to build fmt and friends.
      cpuLimitMs: 30_000,
      clockLimitMs: 60_000,
      memoryLimitMb: 1024,
      outputLimitBytes: MB,
    },
    run: { args: ['/w/main'], env: [...DEFAULT_ENV, 'GODEBUG=madvdontneed=1'] },
  },
  {
    name: 'Rust',
    description: 'Rust 1.95',
    contentType: 'text/x-rustsrc',
    isSpj: false,
    seq: 1,
    template: `use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();
    println!("{}", v[0] + v[1]);
}
`,
    // HOJ names the Rust source Main.cs (a copy-paste slip); main.rs is what rustc expects.
    sourceName: 'main.rs',
    executableName: 'main',
    compile: {
      args: ['/opt/rust/bin/rustc', '--edition=2021', '-O', '-o', 'main', 'main.rs'],
      env: RUST_ENV,
      ...compileLimits(10, 1024),
    },
    run: NATIVE_RUN,
  },
  {
    name: 'JavaScript Node',
    description: 'Node.js 20',
    contentType: 'text/javascript',
    isSpj: false,
    seq: 0,
    template: `const lines = require('fs').readFileSync(0, 'utf8').split('\\n');
const [a, b] = lines[0].split(' ').map(Number);
console.log(a + b);
`,
    sourceName: 'main.js',
    executableName: 'main.js',
    // HOJ has no compile step for Node; a syntax check turns syntax errors into CE instead of RE.
    compile: { args: ['/usr/bin/node', '--check', 'main.js'], env: DEFAULT_ENV, ...compileLimits(5, 512) },
    run: { args: ['/usr/bin/node', '--stack-size=65500', '/w/main.js'], env: DEFAULT_ENV },
    extraFilesAtRuntime: true,
  },
];

/** Checker / interactor compilers (HOJ SPJ-C, SPJ-C++): optimised, newer C++ for testlib. */
export const CHECKER_LANGUAGES: Record<'C' | 'C++', LanguageDefinition> = {
  C: {
    ...LANGUAGES[0],
    name: 'C',
    sourceName: 'checker.c',
    executableName: 'checker',
    compile: {
      args: ['/usr/bin/gcc', '-DONLINE_JUDGE', '-O2', '-w', '-fmax-errors=3', '-std=c11', 'checker.c', '-lm', '-o', 'checker'],
      env: DEFAULT_ENV,
      ...compileLimits(10, 1024),
    },
    run: { args: ['/w/checker'], env: DEFAULT_ENV },
  },
  'C++': {
    ...LANGUAGES[2],
    name: 'C++',
    sourceName: 'checker.cpp',
    executableName: 'checker',
    compile: {
      args: [
        '/usr/bin/g++',
        '-DONLINE_JUDGE',
        '-O2',
        '-w',
        '-fmax-errors=3',
        '-std=c++17',
        'checker.cpp',
        '-lm',
        '-o',
        'checker',
      ],
      env: DEFAULT_ENV,
      ...compileLimits(15, 1024),
    },
    run: { args: ['/w/checker'], env: DEFAULT_ENV },
  },
};

export function findLanguage(name: string): LanguageDefinition | undefined {
  return LANGUAGES.find((l) => l.name === name);
}

/** Checker language for a name: 'C'/'C++' and their O2 spellings. */
export function findCheckerLanguage(name: string | null): LanguageDefinition | undefined {
  if (!name) return undefined;
  const base = name.replace(/ With O2$/, '');
  return base === 'C' || base === 'C++' ? CHECKER_LANGUAGES[base] : undefined;
}

/** §2: every language whose source is not .c/.cpp gets double TL and ML. */
export function scalesLimits(name: string): boolean {
  const lang = findLanguage(name);
  if (!lang) return true;
  return !/\.(c|cpp)$/.test(lang.sourceName);
}
