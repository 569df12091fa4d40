import ts from 'typescript';

/**
 * Text a person would read, written in a component instead of taken from the message catalogue:
 * JSX text with a letter in it, a string or template literal placed as a JSX child, and string
 * attributes that are read aloud or shown (`aria-label`, `placeholder`, `title`, `alt`, `label`...).
 * Class names, ids, URLs and keys are not text and are not looked at.
 */
const readAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'emptyMessage',
  'submitLabel',
]);

const hasLetter = (text: string) => /\p{L}/u.test(text);

export type Literal = { line: number; text: string };

export function findLiteralStrings(fileName: string, source: string, allowed: Set<string> = new Set()): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const report = (node: ts.Node, raw: string) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text || !hasLetter(text) || allowed.has(text)) return;
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const inner = node.expression;
      if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) report(inner, inner.text);
      if (ts.isTemplateExpression(inner))
        report(inner, inner.head.text + inner.templateSpans.map((s) => s.literal.text).join(' '));
    } else if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText(file)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value, value.text);
      if (ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression)) {
        report(value.expression, value.expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
