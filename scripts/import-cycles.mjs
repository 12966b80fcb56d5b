// Fails when modules under src/ import each other in a circle (type-only imports aside): a job
// handler's domain code enqueues jobs, so a queue module reading the handlers' registry closed a
// circle once. Part of `npm run lint`; reads the TypeScript import graph, no bundler needed.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "src");

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  // Only TypeScript modules join the graph (a .json or .css import closes no circle).
  return (
    candidates.find(
      (file) => /\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile(),
    ) ?? null
  );
}

/** A type-only import is erased at runtime, so it closes no circle. */
function typeOnly(statement) {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

const graph = new Map();
for (const file of sourceFiles(src)) {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const imports = source.statements
    .filter((s) => (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier)
    .filter((s) => !typeOnly(s))
    .map((s) => resolve(file, s.moduleSpecifier.text))
    .filter((target) => target !== null);
  graph.set(file, imports);
}

// Tarjan's strongly connected components: each component of more than one file is a circle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file) ?? []) {
    if (!index.has(target)) {
      visit(target);
      low.set(file, Math.min(low.get(file), low.get(target)));
    } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || graph.get(file).includes(file)) circles.push(component);
}
for (const file of graph.keys()) if (!index.has(file)) visit(file);

for (const circle of circles) {
  console.error(`Import circle among ${circle.length} files:`);
  for (const file of circle.sort()) console.error(`  ${path.relative(root, file)}`);
}
if (circles.length > 0) process.exit(1);
