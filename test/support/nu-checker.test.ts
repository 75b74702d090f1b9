import { describe, expect, it } from 'vitest';
import { declarationAt, ourErrors, type NuMessage } from './nu-checker.ts';

const FILE = 'file:/pages/a.html';
const page = ['<!DOCTYPE html>', '<style>.a{font-size:min(3rem,calc(100cqi / 4));color:red}.b{font-size:calc(1rem +);margin:0}</style>'].join('\n');
const at = (text: string, line: number) => ({ url: FILE, lastLine: line, lastColumn: page.split('\n')[line - 1]!.indexOf(text) + text.length });
const error = (message: string, where: Partial<NuMessage> = {}): NuMessage => ({ type: 'error', message, ...where });

describe('ourErrors', () => {
  it("lets through every message but the checker's named lag on modern CSS", () => {
    const messages = [
      error('Element “figcaption” not allowed as child of element “div” in this context. (Suppressing further errors from this subtree.)'),
      error('A “style” element in “body” must be the first child of its parent.'),
      error("CSS: “line-clamp”: Property “line-clamp” doesn't exist."),
      error('CSS: Unrecognized at-rule “@container”'),
      error("CSS: “colour”: Property “colour” doesn't exist."),
      error('CSS: “font-size”: Parse Error.', at('4))', 2)),
      error('CSS: “font-size”: Parse Error.', at('+)', 2)),
    ];
    expect(ourErrors(messages, () => page).map((m) => m.message)).toEqual([
      messages[0]!.message,
      messages[1]!.message,
      "CSS: “colour”: Property “colour” doesn't exist.",
      // A parse error in a value without container units is ours.
      'CSS: “font-size”: Parse Error.',
    ]);
    expect(ourErrors(messages, () => page).at(-1)).toBe(messages[6]);
  });
});

describe('declarationAt', () => {
  it('finds the declaration a line and column point into', () => {
    expect(declarationAt(page, 2, at('4))', 2).lastColumn)).toBe('font-size:min(3rem,calc(100cqi / 4))');
    expect(declarationAt(page, 2, at('red', 2).lastColumn)).toBe('color:red');
  });
});
