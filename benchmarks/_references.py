"""The reference tools of ``real_libraries.py``: the pinned toolchains and the Node.js
scripts that run react-docgen-typescript, vue-component-meta and svelte2tsx with the
TypeScript checker over a library, each printing ``{ms, components}`` as JSON."""

from __future__ import annotations

#: The pinned reference toolchains, by framework.
TOOLCHAINS = {
    "react": {
        "typescript": "5.9.3",
        "react-docgen-typescript": "2.4.0",
        "@types/react": "19.2.2",
        "@types/react-dom": "19.2.2",
    },
    "vue": {"typescript": "5.9.3", "vue-component-meta": "2.2.12", "vue": "3.5.22"},
    "svelte": {"typescript": "5.9.3", "svelte2tsx": "0.7.62", "svelte": "5.57.3"},
}

#: What both reference scripts start with: the library root (argv[2]), its tsconfig path
#: aliases (argv[3]), the cache folder, and the component files under the root.
JS_PRELUDE = r"""
const path = require("path");
const fs = require("fs");
const root = path.resolve(process.argv[2]);
const cache = __dirname;
// The library's own path aliases (its nearest tsconfig.json), when it has any.
const aliases = JSON.parse(process.argv[3] || "{}");
const unquote = (v) => String(v).replace(/^["'`](.*)["'`]$/, "$1");
function sourceFiles(pattern) {
  const files = [];
  (function walk(dir) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (pattern.test(entry.name) && !/\.(stories|story|test|spec)\./.test(entry.name))
        files.push(full);
    }
  })(root);
  return files;
}
"""

DOCGEN_JS = r"""
const docgen = require("react-docgen-typescript");
const files = sourceFiles(/\.(tsx|jsx)$/);
const fromReactTypes = (d) => d.fileName.includes("node_modules/@types/react/");
const propFilter = (prop) =>
  !(prop.declarations || []).length || !prop.declarations.every(fromReactTypes);
const parser = docgen.withCompilerOptions(
  {
    jsx: 4,
    esModuleInterop: true,
    skipLibCheck: true,
    baseUrl: aliases.baseUrl || root,
    paths: {
      "@/*": ["./*", "./src/*"],
      ...(aliases.paths || {}),
      "*": [path.join(cache, "node_modules/*"), path.join(cache, "node_modules/@types/*")],
    },
    typeRoots: [path.join(cache, "node_modules/@types")],
  },
  { shouldExtractLiteralValuesFromEnum: true, shouldRemoveUndefinedFromOptional: true,
    savePropValueAsString: true, propFilter }
);
const started = process.hrtime.bigint();
const docs = parser.parse(files);
const ms = Number(process.hrtime.bigint() - started) / 1e6;
process.stdout.write(JSON.stringify({ ms, components: docs.map((doc) => ({
  file: path.relative(root, doc.filePath).split(path.sep).join("/"),
  name: doc.displayName,
  props: Object.values(doc.props).map((p) => ({
    name: p.name,
    values: p.type && p.type.name === "enum"
      ? (p.type.value || []).map((v) => unquote(v.value)).filter((v) => v !== "undefined")
      : [],
    default: p.defaultValue ? unquote(p.defaultValue.value) : null,
    parent: p.parent ? p.parent.name : null,
  })),
})) }));
"""


VUE_META_JS = r"""
const { createCheckerByJson } = require("vue-component-meta");
const isSlot = (name) => name === "$children" || name === "v-slots" || name.startsWith("v-slot:");
const files = sourceFiles(/\.vue$/);
const checker = createCheckerByJson(root, {
  include: ["**/*.vue", "**/*.ts", "**/*.tsx"],
  compilerOptions: {
    baseUrl: aliases.baseUrl || root,
    paths: { "@/*": ["./*", "./src/*"], ...(aliases.paths || {}),
             "*": [path.join(cache, "node_modules/*")] },
    skipLibCheck: true, strict: true, jsx: "preserve", module: "esnext",
    moduleResolution: "bundler",
  },
}, { forceUseTs: true, printer: { newLine: 1 } });
const started = process.hrtime.bigint();
// Components written in script files (`export const VBtn = genericComponent()({...})`):
// each export vue-component-meta reads as a component (a known type, with props).
const scripts = files.length ? [] : sourceFiles(/\.(tsx|ts)$/).filter(
  (file) => !file.endsWith(".d.ts") && /from ['"]vue['"]/.test(fs.readFileSync(file, "utf8")));
const targets = [
  ...files.map((file) => [file, undefined]),
  ...scripts.flatMap((file) => checker.getExportNames(file)
    .filter((name) => /^[A-Z]/.test(name)).map((name) => [file, name])),
];
const components = targets.map(([file, name]) => {
  const meta = checker.getComponentMeta(file, name);
  return [file, name, meta];
}).filter(([, name, meta]) => name === undefined || (meta.type !== 0 && meta.props.length))
  .map(([file, name, meta]) => {
  return {
    file: path.relative(root, file).split(path.sep).join("/"),
    name: name === undefined ? null : name,
    // Props a Vue component gets from the framework itself (key, ref, class ...) are global;
    // slots typed as props for JSX (`v-slots`, `v-slot:name`, `$children`) are slots.
    props: meta.props.filter((p) => !p.global && !isSlot(p.name)).map((p) => ({
      name: p.name,
      values: p.schema && typeof p.schema === "object" && p.schema.kind === "enum"
        ? p.schema.schema.filter((v) => typeof v === "string" && /^["'].*["']$/.test(v))
            .map(unquote)
        : [],
      // `default: null` / `undefined` is no default (as the Svelte reference reads it).
      default: p.default === undefined || p.default === "null" || p.default === "undefined"
        ? null : unquote(p.default),
    })),
  };
});
const ms = Number(process.hrtime.bigint() - started) / 1e6;
process.stdout.write(JSON.stringify({ ms, components }));
"""
#: Svelte: each component through svelte2tsx (the Svelte language tools' own conversion
#: to TypeScript) into one TypeScript program; props are the properties of the type its
#: render function returns as ``props``, those declared by the ``svelte`` package (the
#: HTML attributes of ``svelte/elements``) left out; defaults are the literal initialisers
#: of the ``$props()`` destructuring (``$bindable(x)`` gives ``x``; null and expressions
#: give none).
SVELTE_JS = r"""
const ts = require("typescript");
const { svelte2tsx } = require("svelte2tsx");
const version = require(path.join(cache, "node_modules/svelte/package.json")).version;
const files = sourceFiles(/\.svelte$/);
const started = process.hrtime.bigint();
const virtual = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const options = { filename: file, isTsFile: true, mode: "ts", version };
  virtual.set(file + ".ts", svelte2tsx(text, options).code);
}
const shims = ["svelte-shims-v4.d.ts", "svelte-jsx-v4.d.ts"].map(
  (name) => path.join(cache, "node_modules/svelte2tsx", name));
const options = {
  target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, skipLibCheck: true,
  allowJs: true, noEmit: true, types: [],
  baseUrl: aliases.baseUrl || root,
  paths: { ...(aliases.paths || {}), "*": [path.join(cache, "node_modules/*")] },
};
const host = ts.createCompilerHost(options);
const { fileExists, readFile, getSourceFile } = host;
host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f);
host.readFile = (f) => virtual.get(f) ?? readFile.call(host, f);
host.getSourceFile = (f, lang, ...rest) => virtual.has(f)
  ? ts.createSourceFile(f, virtual.get(f), lang, true, ts.ScriptKind.TS)
  : getSourceFile.call(host, f, lang, ...rest);
const program = ts.createProgram([...virtual.keys(), ...shims], options, host);
const checker = program.getTypeChecker();
const fromSvelte = (d) => d.getSourceFile().fileName.includes("/node_modules/svelte/");
function literal(node) {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return "true";
  if (node.kind === ts.SyntaxKind.FalseKeyword) return "false";
  // `$bindable(fallback)`: the fallback is the default.
  if (ts.isCallExpression(node) && node.expression.getText() === "$bindable")
    return literal(node.arguments[0]);
  return null;
}
const components = files.map((file) => {
  const sf = program.getSourceFile(file + ".ts");
  let render = null;
  sf.forEachChild((n) => {
    if (ts.isFunctionDeclaration(n) && n.name && n.name.text === "$$render") render = n;
  });
  const defaults = {};
  (function visit(n) {
    const fromProps = n.initializer && /^\$props\(\)/.test(n.initializer.getText());
    if (ts.isVariableDeclaration(n) && fromProps && ts.isObjectBindingPattern(n.name)) {
      for (const el of n.name.elements) {
        if (el.dotDotDotToken) continue;
        const key = (el.propertyName || el.name).getText();
        const value = literal(el.initializer);
        if (value !== null) defaults[key] = value;
      }
    }
    ts.forEachChild(n, visit);
  })(render || sf);
  let props = [];
  if (render) {
    const ret = checker.getReturnTypeOfSignature(checker.getSignatureFromDeclaration(render));
    const symbol = ret.getProperty("props");
    if (symbol) {
      const type = checker.getTypeOfSymbolAtLocation(symbol, render);
      props = checker.getPropertiesOfType(type)
        .filter((p) => !(p.declarations || []).length || !p.declarations.every(fromSvelte))
        .map((p) => {
          let t = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(p, render));
          const parts = t.isUnion() ? t.types : [t];
          const values = parts.filter((x) => x.isStringLiteral()).map((x) => x.value);
          return { name: p.getName(), values, default: defaults[p.getName()] ?? null };
        });
    }
  }
  return { file: path.relative(root, file).split(path.sep).join("/"), name: null, props };
});
const ms = Number(process.hrtime.bigint() - started) / 1e6;
process.stdout.write(JSON.stringify({ ms, components }));
"""
SCRIPTS = {
    "react": JS_PRELUDE + DOCGEN_JS,
    "vue": JS_PRELUDE + VUE_META_JS,
    "svelte": JS_PRELUDE + SVELTE_JS,
}
