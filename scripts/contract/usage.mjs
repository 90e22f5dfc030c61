/**
 * What the app uses of the contract, read with the TypeScript compiler over app/src: which
 * answer fields a screen, feature or shared module reads, which request fields and parameters
 * it sends, which generated constants it uses and which calls it makes. The generated modules
 * (app/src/api/) and the tests are not readers. How and where a static reading falls short:
 * docs/contract-versions.md "What the app uses".
 *
 * A property counts when the compiler resolves it to a declaration in app/src/api/schema.d.ts
 * (openapi-typescript's output): `components.schemas.X.p` is the field `X.p` of the document,
 * `operations.<id>.parameters.<in>.<name>` a parameter of the call with that operationId.
 */
import path from 'node:path';
import ts from 'typescript';

/** The folder of the generated modules: never a reader. */
const GENERATED_DIR = 'app/src/api/';
const SCHEMA_FILE = `${GENERATED_DIR}schema.d.ts`;
/** The generated constant modules (app/scripts/api-constants.mjs). */
const CONSTANT_FILE = /^app\/src\/api\/contract-[a-z-]+\.ts$/;

/** Whether the file (relative to the repository) is one whose reads count. */
function isReader(file) {
  return (
    file.startsWith('app/src/') &&
    !file.startsWith(GENERATED_DIR) &&
    !file.startsWith('app/src/shared/testing/') &&
    !/\.(test|stories)\.tsx?$/.test(file) &&
    !file.endsWith('.d.ts')
  );
}

/** The app's TypeScript program (app/tsconfig.json): built once, read for every check. */
function appProgram(root) {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'app/tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error('app/tsconfig.json cannot be read');
  return ts.createProgram({ rootNames: config.fileNames, options: config.options });
}

/**
 * The use of the contract by the readers of the app's TypeScript program (`appProgram`):
 * - reads: field (`Schema.prop`, nested `Schema.prop.sub`) → files that read it;
 * - sends: request field (`Form.prop`) or parameter (`<operationId> <in> <name>`) → files that
 *   send it;
 * - types: field → its type as the app sees it (`number`, `174 | 200` …);
 * - constants: generated constant (`LAUNCH_PARAMS`) → files that use it;
 * - calls: path → each call of it ({ file, sends: the names every such call passes in an object
 *   literal, whatever the branch }).
 * Files are relative to `root`; lists are sorted, so the result can be kept as JSON.
 */
export function appUsage(root) {
  const program = appProgram(root);
  const checker = program.getTypeChecker();
  const schemaFile = path.join(root, SCHEMA_FILE);
  const reads = new Map();
  const sends = new Map();
  const types = new Map();
  const constants = new Map();
  const calls = new Map();
  const add = (map, key, file) => {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key).add(file);
  };

  /** The field or parameter a property declaration of schema.d.ts stands for. */
  const keyOf = (declaration) => {
    if (declaration.getSourceFile().fileName !== schemaFile) return null;
    const names = [];
    let top = null;
    for (let node = declaration; node && !ts.isSourceFile(node); node = node.parent) {
      if (ts.isPropertySignature(node) && node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) names.unshift(node.name.text);
      if (ts.isInterfaceDeclaration(node)) top = node.name.text;
    }
    if (top === 'components' && names[0] === 'schemas' && names.length >= 3) return { kind: 'field', key: names.slice(1).join('.') };
    if (top === 'operations' && names[1] === 'parameters' && names.length === 4) return { kind: 'param', key: `${names[0]} ${names[2]} ${names[3]}` };
    return null;
  };
  const keysOf = (symbol) => (symbol?.declarations ?? []).map(keyOf).filter(Boolean);
  const propertiesOf = (type) => {
    const all = [];
    for (const part of type.isUnion() ? type.types : [type]) {
      const solid = checker.getNonNullableType(part);
      if (checker.isArrayType(solid) || checker.isTupleType(solid)) continue;
      all.push(...checker.getPropertiesOfType(solid));
    }
    return all;
  };
  const literalNames = (type) =>
    (type.isUnion() ? type.types : [type]).filter((t) => t.isStringLiteral()).map((t) => t.value);

  const read = (symbol, file) => {
    for (const { kind, key } of keysOf(symbol)) {
      if (kind !== 'field') continue;
      add(reads, key, file);
      if (!types.has(key)) types.set(key, checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbol(symbol))));
    }
  };
  const readAll = (type, file) => {
    for (const property of propertiesOf(type)) read(property, file);
  };
  const send = (symbol, file) => {
    for (const { key } of keysOf(symbol)) add(sends, key, file);
  };

  for (const source of program.getSourceFiles()) {
    const file = path.relative(root, source.fileName);
    if (!isReader(file)) continue;
    const visit = (node) => {
      if (ts.isPropertyAccessExpression(node)) {
        read(checker.getSymbolAtLocation(node.name), file);
      } else if (ts.isElementAccessExpression(node)) {
        // x['name'], or x[key] with key a union of names (keyof X): each is read; any string
        // key reads them all.
        const keyType = checker.getTypeAtLocation(node.argumentExpression);
        const object = checker.getTypeAtLocation(node.expression);
        const names = literalNames(keyType);
        if (names.length > 0) for (const name of names) read(checker.getPropertyOfType(checker.getNonNullableType(object), name), file);
        else if (keyType.flags & ts.TypeFlags.String) readAll(object, file);
      } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const type = checker.getTypeAtLocation(node.parent);
        if (node.dotDotDotToken) readAll(type, file);
        else {
          const name = node.propertyName ?? node.name;
          if (ts.isIdentifier(name) || ts.isStringLiteral(name)) read(checker.getPropertyOfType(checker.getNonNullableType(type), name.text), file);
        }
      } else if (ts.isSpreadAssignment(node) || ts.isJsxSpreadAttribute(node)) {
        // A copy hands every field on: each counts as read.
        readAll(checker.getTypeAtLocation(node.expression), file);
      } else if (ts.isCallExpression(node)) {
        visitCall(node, file);
      } else if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && ts.isObjectLiteralExpression(node.parent)) {
        const contextual = checker.getContextualType(node.parent);
        const name = node.name;
        if (contextual && (ts.isIdentifier(name) || ts.isStringLiteral(name))) {
          for (const part of contextual.isUnion() ? contextual.types : [contextual]) send(checker.getPropertyOfType(part, name.text), file);
        }
      } else if (ts.isIdentifier(node)) {
        useConstant(node, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  /** Object.keys/values/entries/assign and JSON.stringify read every field of their arguments. */
  function visitCall(node, file) {
    const callee = node.expression.getText();
    if (/^(Object\.(keys|values|entries|assign)|JSON\.stringify)$/.test(callee)) {
      for (const argument of node.arguments) readAll(checker.getTypeAtLocation(argument), file);
    }
    const [first] = node.arguments;
    if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) && first.text.startsWith('/')) {
      const always = new Set();
      // The names written straight into an object literal argument (or its `query`): sent by
      // every run of this call. A name behind a condition or in a variable is not.
      const collect = (expression) => {
        if (!ts.isObjectLiteralExpression(expression)) return;
        for (const property of expression.properties) {
          if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property))) continue;
          if (!(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
          always.add(property.name.text);
          if (ts.isPropertyAssignment(property) && property.name.text === 'query') collect(property.initializer);
        }
      };
      node.arguments.slice(1).forEach(collect);
      const list = calls.get(first.text) ?? [];
      list.push({ file, sends: [...always].sort() });
      calls.set(first.text, list);
    }
  }

  function useConstant(node, file) {
    let symbol = checker.getSymbolAtLocation(node);
    if (!symbol) return;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    for (const declaration of symbol.declarations ?? []) {
      const declared = path.relative(root, declaration.getSourceFile().fileName);
      if (CONSTANT_FILE.test(declared) && ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) add(constants, declaration.name.text, file);
    }
  }

  const sorted = (map) => Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, [...v].sort()]));
  return {
    reads: sorted(reads),
    sends: sorted(sends),
    types: Object.fromEntries([...types].sort(([a], [b]) => a.localeCompare(b))),
    constants: sorted(constants),
    calls: Object.fromEntries(
      [...calls]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, v.sort((a, b) => a.file.localeCompare(b.file) || a.sends.join().localeCompare(b.sends.join()))]),
    ),
  };
}
