/**
 * A testlib-style checker or interactor (Verdict's `spj` and `interactive` modes) as a Kattis output
 * validator: this wrapper is compiled together with the checker's own source (its `main` renamed),
 * runs it in a child process on the files it expects, and turns its exit code into the Kattis one
 * (0 or 100 accept → 42; 1, 2, 101, 102 reject → 43; anything else is a judge error). Plain C, so
 * the same wrapper builds with a C or a C++ checker.
 */
export function testlibWrapper(checkerFile: string, interactive: boolean): string {
  return `/* Kattis output validator written by Verdict's export: it runs ${checkerFile}, a testlib-style ${interactive ? 'interactor' : 'checker'}. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int verdict_checker_main(int argc, char *argv[]);

static char *feedback_path(const char *dir, const char *name) {
  char *p = (char *)malloc(strlen(dir) + strlen(name) + 1);
  strcpy(p, dir);
  strcat(p, name);
  return p;
}

int main(int argc, char *argv[]) {
  if (argc < 4) return 1;
  char *output = feedback_path(argv[3], "${interactive ? 'interactor_output' : 'team_output'}");
${
  interactive
    ? ''
    : `  FILE *out = fopen(output, "wb");
  if (!out) return 1;
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, stdin)) > 0) fwrite(buf, 1, n, out);
  fclose(out);
`
}  pid_t pid = fork();
  if (pid < 0) return 1;
  if (pid == 0) {
    char *args[5] = {argv[0], argv[1], output, argv[2], NULL};
    if (!freopen(feedback_path(argv[3], "judgemessage.txt"), "w", stderr)) _exit(3);
    _exit(verdict_checker_main(4, args));
  }
  int status = 0;
  if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status)) return 1;
  int code = WEXITSTATUS(status);
  if (code == 0 || code == 100) return 42;
  if (code == 1 || code == 2 || code == 101 || code == 102) return 43;
  return 1;
}

#define main verdict_checker_main
#include "${checkerFile}"
`;
}
