import ts from 'typescript';

/**
 * The literal message keys a file asks for: `t('a.b')`, `t.rich('a.b', ...)`, `t.markup`, `t.raw`,
 * `t.has('a.b')`, where `t` is bound in the file to `useTranslations('ns')`, `await
 * getTranslations('ns')`, `await getTranslations({ namespace: 'ns', ... })` or `translator(locale,
 * 'ns')` (also through `await Promise.all([...])`, and called at once: `(await getTranslations('ns'))('title')`).
 * Bindings follow the blocks and functions they are declared in; a parameter of the same name hides them.
 *
 * What cannot be checked statically is counted, not guessed: a key built at run time
 * (`t(\`status.${x}\`)`, `t(key)`), and a translator whose namespace is not a literal.
 */
export type KeyUse = { line: number; namespace: string; key: string; kind: 'text' | 'rich' | 'raw' | 'has' };
/** A key built at run time from a literal start (`status.${x}`): its group (`status`) must exist. */
export type KeyGroupUse = { line: number; namespace: string; group: string };
export type KeyScan = { uses: KeyUse[]; groups: KeyGroupUse[]; dynamicKeys: number; unresolvedTranslators: number };

/** A translator of a namespace, a function that makes one (`const say = (l) => translator(l, 'ns')`), or a name that hides both. */
type Binding = { namespace: string | null; factory?: true } | 'hidden';

const translatorFactories = new Set(['useTranslations', 'getTranslations', 'translator']);

const literalText = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const unwrap = (node: ts.Expression): ts.Expression => {
  let current = node;
  while (ts.isAwaitExpression(current) || ts.isParenthesizedExpression(current) || ts.isAsExpression(current)) {
    current = current.expression;
  }
  return current;
};

/**
 * The namespace a translator factory call names: a string for a literal one, `''` for the root (no
 * argument), null when it names one at run time; undefined when `call` makes no translator.
 */
function namespaceOf(
  expression: ts.Expression,
  lookup: (name: string) => Binding | undefined = () => undefined,
): string | null | undefined {
  const call = unwrap(expression);
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return undefined;
  const factory = call.expression.text;
  const made = lookup(factory);
  if (made && made !== 'hidden' && made.factory) return made.namespace;
  if (!translatorFactories.has(factory)) return undefined;
  const argument = factory === 'translator' ? call.arguments[1] : call.arguments[0];
  if (!argument) return '';
  const literal = literalText(argument);
  if (literal !== undefined) return literal;
  if (ts.isObjectLiteralExpression(argument)) {
    const property = argument.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'namespace',
    );
    if (!property) return argument.properties.some(ts.isSpreadAssignment) ? null : '';
    return literalText(property.initializer) ?? null;
  }
  return null;
}

const kinds: Record<string, KeyUse['kind']> = { rich: 'rich', markup: 'rich', raw: 'raw', has: 'has' };

export function findMessageKeys(fileName: string, source: string): KeyScan {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const scan: KeyScan = { uses: [], groups: [], dynamicKeys: 0, unresolvedTranslators: 0 };
  const scopes: Map<string, Binding>[] = [];

  const lookup = (name: string): Binding | undefined => {
    for (let index = scopes.length - 1; index >= 0; index -= 1) {
      const found = scopes[index]!.get(name);
      if (found) return found;
    }
    return undefined;
  };

  const bind = (scope: Map<string, Binding>, name: ts.BindingName, initializer: ts.Expression | undefined) => {
    if (ts.isIdentifier(name)) {
      const namespace = initializer ? namespaceOf(initializer, lookup) : undefined;
      const made =
        initializer && ts.isArrowFunction(initializer) && !ts.isBlock(initializer.body)
          ? namespaceOf(initializer.body, lookup)
          : undefined;
      if (made !== undefined) {
        scope.set(name.text, { namespace: made, factory: true });
        return;
      }
      if (namespace === undefined) {
        if (lookup(name.text)) scope.set(name.text, 'hidden');
        return;
      }
      if (namespace === null) scan.unresolvedTranslators += 1;
      scope.set(name.text, { namespace });
      return;
    }
    if (ts.isArrayBindingPattern(name) && initializer) {
      // const [t, tp] = await Promise.all([getTranslations('a'), getTranslations('b')])
      const all = unwrap(initializer);
      const list =
        ts.isCallExpression(all) && all.expression.getText(file) === 'Promise.all' && all.arguments[0]
          ? all.arguments[0]
          : undefined;
      name.elements.forEach((element, index) => {
        if (ts.isOmittedExpression(element)) return;
        const item = list && ts.isArrayLiteralExpression(list) ? list.elements[index] : undefined;
        bind(scope, element.name, item);
      });
    }
  };

  /** The declarations a block, a file or a function makes, gathered before its statements are read. */
  const declare = (scope: Map<string, Binding>, statements: readonly ts.Statement[]) => {
    for (const statement of statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        bind(scope, declaration.name, declaration.initializer);
      }
    }
  };

  const record = (call: ts.CallExpression, namespace: string, kind: KeyUse['kind']) => {
    const argument = call.arguments[0];
    const key = literalText(argument);
    const line = file.getLineAndCharacterOfPosition(call.getStart(file)).line + 1;
    if (key === undefined) {
      scan.dynamicKeys += 1;
      const head = argument && ts.isTemplateExpression(argument) ? argument.head.text : '';
      if (head.endsWith('.') && head.length > 1) scan.groups.push({ line, namespace, group: head.slice(0, -1) });
      return;
    }
    scan.uses.push({ line, namespace, key, kind });
  };

  const visitCall = (call: ts.CallExpression) => {
    const callee = call.expression;
    if (ts.isIdentifier(callee)) {
      const binding = lookup(callee.text);
      if (binding && binding !== 'hidden' && !binding.factory && binding.namespace !== null) {
        record(call, binding.namespace, 'text');
      }
      return;
    }
    if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && kinds[callee.name.text]) {
      const binding = lookup(callee.expression.text);
      if (binding && binding !== 'hidden' && !binding.factory && binding.namespace !== null) {
        record(call, binding.namespace, kinds[callee.name.text]!);
      }
      return;
    }
    // (await getTranslations('ns'))('title')
    const namespace = ts.isParenthesizedExpression(callee) ? namespaceOf(callee, lookup) : undefined;
    if (typeof namespace === 'string') record(call, namespace, 'text');
  };

  const visit = (node: ts.Node) => {
    let scope: Map<string, Binding> | undefined;
    if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) || ts.isCaseClause(node)) {
      scope = new Map();
      scopes.push(scope);
      declare(scope, node.statements);
    } else if (ts.isFunctionLike(node)) {
      scope = new Map();
      scopes.push(scope);
      for (const parameter of node.parameters) {
        for (const name of namesIn(parameter.name)) if (lookup(name)) scope.set(name, 'hidden');
      }
    }
    if (ts.isCallExpression(node)) visitCall(node);
    ts.forEachChild(node, visit);
    if (scope) scopes.pop();
  };

  visit(file);
  return scan;
}

function namesIn(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : namesIn(element.name)));
}
