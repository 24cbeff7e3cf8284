import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JudgeStatus } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { findLanguage } from './languages';
import { REPO_ROOT } from './sandbox/paths';
import { makeCases, makeProblem, makeTask } from './testing/fixtures';
import { useTestJudge } from './testing/judge-fixture';

/** One C program of escape attempts; each case input names one. "blocked"/"ok" is the safe answer. */
const HOSTILE = String.raw`
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static void *burn(void *arg) { volatile unsigned long x = 0; for (;;) x++; return arg; }

int main(void) {
  char what[16], arg[512], arg2[16];
  if (scanf("%15s %511s %15s", what, arg, arg2) < 1) return 0;
  if (!strcmp(what, "read")) {
    int fd = open(arg, O_RDONLY);
    char buf[64] = {0};
    if (fd >= 0 && read(fd, buf, 63) >= 0) { printf("LEAK %s\n", buf); return 0; }
    puts("blocked");
  } else if (!strcmp(what, "write")) {
    int fd = open(arg, O_WRONLY | O_CREAT, 0644);
    if (fd >= 0 && write(fd, "x", 1) == 1) { puts("WROTE"); return 0; }
    puts("blocked");
  } else if (!strcmp(what, "net")) {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(atoi(arg2)) };
    inet_pton(AF_INET, arg, &a.sin_addr);
    if (s >= 0 && connect(s, (struct sockaddr *)&a, sizeof a) == 0) { puts("CONNECTED"); return 0; }
    puts("blocked");
  } else if (!strcmp(what, "fork")) {
    for (;;) fork();
  } else if (!strcmp(what, "kill")) {
    kill(-1, SIGKILL);
    puts("ok");
  } else if (!strcmp(what, "threads")) {
    pthread_t t[8];
    for (int i = 0; i < 8; i++) pthread_create(&t[i], NULL, burn, NULL);
    sleep(3);
    puts("ok");
  }
  return 0;
}
`;

const fx = useTestJudge();

describe('hostile programs', () => {
  it('cannot read host files, write outside /w, reach the network, or escape limits; the judge keeps working', async () => {
    const secret = path.join(fx.sb.dataDir, 'other-problem-secret.out');
    writeFileSync(secret, 'top secret answer');
    const attempts: [string, string, number][] = [
      ['read /etc/shadow', 'blocked\n', JudgeStatus.Accepted],
      [`read ${path.join(REPO_ROOT, 'package.json')}`, 'blocked\n', JudgeStatus.Accepted],
      [`read ${secret}`, 'blocked\n', JudgeStatus.Accepted],
      ['read /root/.bashrc', 'blocked\n', JudgeStatus.Accepted],
      ['write /usr/verdict-escape', 'blocked\n', JudgeStatus.Accepted],
      ['write /etc/verdict-escape', 'blocked\n', JudgeStatus.Accepted],
      ['write /verdict-escape', 'blocked\n', JudgeStatus.Accepted],
      [`net 127.0.0.1 ${fx.sb.port}`, 'blocked\n', JudgeStatus.Accepted],
      ['net 1.1.1.1 80', 'blocked\n', JudgeStatus.Accepted],
      ['fork x', 'ok\n', JudgeStatus.TimeLimitExceeded],
      ['kill x', 'ok\n', JudgeStatus.Accepted],
      ['threads x', 'ok\n', JudgeStatus.TimeLimitExceeded],
    ];
    const cases = makeCases(
      fx.sb.dataDir,
      attempts.map(([input, output]) => ({ input: `${input} 0\n`, output })),
    );
    const out = await fx.judge.judge(makeTask('C', HOSTILE, cases, makeProblem({ type: 1, timeLimitMs: 500 })));
    expect(out.errorMessage).toBeNull();
    const got = out.cases.map((c, i) => [attempts[i][0], c.status]);
    expect(got).toEqual(attempts.map(([input, , status]) => [input, status]));
    for (const p of ['/usr/verdict-escape', '/etc/verdict-escape', '/verdict-escape']) expect(existsSync(p)).toBe(false);
    // The threads' CPU time is measured, not hidden. How much they burn before the wall-clock kill depends on
    // how busy the machine is (over 500 ms when idle, under 300 ms at load 20 on 2 cores), so the bound is loose.
    expect(out.cases[11].time).toBeGreaterThan(100);
    // The sandbox is still healthy.
    const next = await fx.judge.judge(
      makeTask('C++', findLanguage('C++')!.template, makeCases(fx.sb.dataDir, [{ input: '1 2', output: '3' }])),
    );
    expect(next.status).toBe(JudgeStatus.Accepted);
  });

  it('#include "/dev/random" ends as a quick Compile Error', async () => {
    const started = Date.now();
    const out = await fx.judge.judge(
      makeTask('C', '#include "/dev/random"\nint main(){return 0;}', makeCases(fx.sb.dataDir, [{ input: '', output: '' }])),
    );
    expect(out.status).toBe(JudgeStatus.CompileError);
    expect(Date.now() - started).toBeLessThan(15_000);
    const next = await fx.judge.judge(
      makeTask('C', findLanguage('C')!.template, makeCases(fx.sb.dataDir, [{ input: '1 2', output: '3' }])),
    );
    expect(next.status).toBe(JudgeStatus.Accepted);
  });
});
