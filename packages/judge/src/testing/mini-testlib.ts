/**
 * A tiny testlib-like header written for these tests (not testlib.h): the same entry points
 * (registerTestlibCmd / registerInteraction, inf / ouf / ans, quitf) and the same stderr texts
 * and exit codes that the judge parses, so checkers written against testlib behave alike.
 */
export const MINI_TESTLIB_H = String.raw`
#pragma once
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>

enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3, _points = 7, _partially = 16 };
#define _pc(p) (TResult)(_partially + (p))

struct InStream {
  FILE *f = nullptr;
  bool eof() { int c; while ((c = fgetc(f)) != EOF && (c == ' ' || c == '\n' || c == '\r' || c == '\t')) {} if (c == EOF) return true; ungetc(c, f); return false; }
  long long readLong();
  int readInt() { return (int)readLong(); }
  std::string readToken() { char buf[4096]; if (fscanf(f, "%4095s", buf) != 1) return ""; return buf; }
};
static InStream inf, ouf, ans;
static FILE *tout = nullptr;

[[noreturn]] static void quitf(TResult r, const char *fmt, ...) {
  char msg[2048];
  va_list ap; va_start(ap, fmt); vsnprintf(msg, sizeof msg, fmt, ap); va_end(ap);
  if (r >= _partially) { fprintf(stderr, "partially correct (%d) %s", (int)r - _partially, msg); exit(r); }
  const char *head = r == _ok ? "ok" : r == _wa ? "wrong answer" : r == _pe ? "wrong output format" : "FAIL";
  fprintf(stderr, "%s %s", head, msg);
  exit(r);
}

[[noreturn]] static void quitp(double points, const char *msg) { fprintf(stderr, "points %g %s", points, msg); exit(_points); }

long long InStream::readLong() {
  long long x;
  if (fscanf(f, "%lld", &x) != 1) { if (this == &ouf) quitf(_pe, "expected an integer"); quitf(_fail, "bad input"); }
  return x;
}

static void registerTestlibCmd(int argc, char **argv) {
  if (argc < 4) quitf(_fail, "usage: checker input output answer");
  inf.f = fopen(argv[1], "r"); ouf.f = fopen(argv[2], "r"); ans.f = fopen(argv[3], "r");
  if (!inf.f || !ouf.f || !ans.f) quitf(_fail, "cannot open files");
}

static void registerInteraction(int argc, char **argv) {
  if (argc < 3) quitf(_fail, "usage: interactor input output [answer]");
  inf.f = fopen(argv[1], "r");
  tout = fopen(argv[2], "w");
  if (argc > 3) ans.f = fopen(argv[3], "r");
  ouf.f = stdin;
  if (!inf.f || !tout) quitf(_fail, "cannot open files");
}
`;

/**
 * A testlib checker written for the tests (the judge's spj test, the Polygon fixture): the answer
 * file's number wanted, 0 half way (partial points), anything else wrong.
 */
export const TESTLIB_CHECKER = String.raw`
#include "testlib.h"
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  long long a = ans.readLong(), u = ouf.readLong();
  if (u == a) quitf(_ok, "answer is %lld", a);
  if (u == 0) quitf(_pc(50), "half way");
  quitf(_wa, "expected %lld, found %lld", a, u);
}
`;
