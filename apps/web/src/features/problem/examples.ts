export interface Example {
  input: string;
  output: string;
}

/** `examples` is a string of repeated `<input>…</input><output>…</output>` pairs (spec §3). */
export function parseExamples(raw: string | null | undefined): Example[] {
  if (!raw) return [];
  const out: Example[] = [];
  const re = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) out.push({ input: m[1], output: m[2] });
  return out;
}

/** Non-C/C++ languages get double limits, except CF- and GYM- problems (spec §9). */
export function hasLanguageFactor(problemId: string): boolean {
  return !/^(CF|GYM)-/i.test(problemId);
}

/** `userExtraFile`: JSON map of file name to content; anything else counts as none. */
export function parseExtraFiles(raw: string | null | undefined): Array<[string, string]> {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  } catch {
    return [];
  }
}
