// @ts-check
import path from 'node:path';

/** kebab-case words, with dot-separated parts ("cart-view.client.ts", "0003-carts-create.ts", "types.d.ts"). */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
/** A React component file: PascalCase, then role parts ("CartPill.island.tsx", "ProductForm.test.tsx"). */
const PASCAL = /^[A-Z][A-Za-z0-9]*(?:\.[a-z0-9]+)*$/;

/**
 * File names follow CONTRIBUTING.md's naming table: kebab-case, except that a .tsx file holding a React
 * component is named after it in PascalCase. A small local rule, so the check needs no extra package.
 * @param {string} filename
 */
export function filenameProblem(filename) {
  const base = path.basename(filename);
  const ext = path.extname(base);
  const stem = base.slice(0, -ext.length);
  if (KEBAB.test(stem)) return null;
  if (ext === '.tsx' && PASCAL.test(stem)) return null;
  return ext === '.tsx'
    ? `"${base}" is neither kebab-case nor a PascalCase component name.`
    : `"${base}" is not kebab-case (only .tsx components are PascalCase).`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const filenameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'kebab-case file names; PascalCase for React component files' },
    schema: [],
    messages: { badName: '{{problem}}' },
  },
  create(context) {
    return {
      Program(node) {
        const problem = filenameProblem(context.filename);
        if (problem) context.report({ node, messageId: 'badName', data: { problem } });
      },
    };
  },
};
