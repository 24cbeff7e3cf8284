// Fails when a key of the server message catalogue (packages/shared/src/i18n) is used by no source file.
// A misspelt key is already a type error (MessageKey); this is the other half: a key nobody names
// any more is dead text in two languages. Run by `npm run lint` and the lint stage of `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { allCatalogues } from '../packages/shared/src/i18n';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where messages are named: the server and the packages (the web client has its own i18next catalogues). */
const SOURCES = ['apps/server/src', 'packages/shared/src', 'packages/judge/src'];
const CATALOGUE_DIR = path.join(ROOT, 'packages/shared/src/i18n');

/**
 * Keys built at run time from a template string: each prefix stands for every key that starts
 * with it. Listed by hand, each with the place that builds it, so that a new dynamic key is a
 * decision and not a blind pass; a prefix no template string starts with any more fails the check too.
 */
const DYNAMIC_PREFIXES: Record<string, string> = {
  // user-batch.service.ts: a refused batch row names its field and reason (`adminUser.field.${e.field}`);
  // user-admin.service.ts: a refused single user (`adminUser.reason.${problem}`).
  'adminUser.field.': 'the field of a refused batch row',
  'adminUser.reason.': 'the reason of a refused batch row',
  // account.service.ts: the code mail of a registration or an e-mail change (`account.mail.${kind}Subject`, `…Body`).
  'account.mail.': 'the subject and body of a code mail',
  // group-member.service.ts: a member notice and its title (`group.notice${kind}`, `${key}Title`).
  'group.notice': 'the notice to a member accepted, refused or removed',
  // testdata-uploads.ts: the quota refusal of a user or a group, with `Full` when nothing was sent
  // (`problem.testdataQuota${'Group' | 'User'}${'Full' | ''}`).
  'problem.testdataQuota': 'the test-data quota refusal',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || file === CATALOGUE_DIR ? [] : sourceFiles(file);
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Every string literal of a file and the fixed head of every template string (comments do not count). */
function literalsOf(file: string): { literals: string[]; heads: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const literals: string[] = [];
  const heads: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push(node.text);
    else if (ts.isTemplateExpression(node)) heads.push(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, heads };
}

const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
const literals = new Set<string>();
const heads = new Set<string>();
for (const file of files) {
  const found = literalsOf(file);
  found.literals.forEach((l) => literals.add(l));
  found.heads.forEach((h) => heads.add(h));
}

const problems: string[] = [];
const prefixes = Object.keys(DYNAMIC_PREFIXES);
for (const prefix of prefixes) {
  if (![...heads].some((head) => head.startsWith(prefix)))
    problems.push(`no template string builds '${prefix}…' (${DYNAMIC_PREFIXES[prefix]}) any more: drop it from the list`);
}
for (const catalogue of allCatalogues()) {
  for (const key of Object.keys(catalogue.en)) {
    if (literals.has(key) || prefixes.some((p) => key.startsWith(p))) continue;
    problems.push(`message key '${key}' is used by no source file: remove it from both languages`);
  }
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`\n${problems.length} problem(s) in the server message catalogue (scanned ${files.length} files)`);
  process.exit(1);
}
console.log(`message keys: every key is used (${files.length} files scanned)`);
