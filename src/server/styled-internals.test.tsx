/**
 * What the style cache assumes about styled-components' insides (styled-internals.ts). A new
 * version that changes any of it fails here, before pages get wrong styles.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { StyleSheet, groupMarker, groupOf, isGlobalStyleId, rulesText, styleTag } from './styled-internals.ts';

/** A sheet that records what components ask and insert, and may claim to know every name. */
class RecordingSheet extends StyleSheet {
  asked: string[] = [];
  inserted: { id: string; name: string; rules: string[] }[] = [];
  constructor(private readonly knowsEverything: boolean) {
    super({ isServer: true });
  }
  override hasNameForId(id: string, name: string): boolean {
    this.asked.push(`${id} ${name}`);
    return this.knowsEverything || super.hasNameForId(id, name);
  }
  override insertRules(id: string, name: string, rules: string[]): void {
    this.inserted.push({ id, name, rules });
    super.insertRules(id, name, rules);
  }
}

const Probe = styled.p<{ $tone: string }>`
  color: ${(p) => p.$tone};
  &:hover {
    color: black;
  }
`;

/** What ServerStyleSheet writes, marked as a live sheet as ours are (the browser leaves it in place: adopt-server-styles.ts). */
const emitted = (sheet: ServerStyleSheet) => sheet._emitSheetCSS().replace(' data-styled="true" ', ' data-styled="active" ');

describe('styled-components internals the style cache relies on', () => {
  it('exports the sheet class with the methods the request sheet overrides', () => {
    for (const method of ['hasNameForId', 'registerName', 'insertRules', 'clearNames', 'clearRules', 'clearTag']) {
      expect(typeof (StyleSheet.prototype as unknown as Record<string, unknown>)[method]).toBe('function');
    }
    const sheet = new StyleSheet({ isServer: true });
    expect(sheet.names).toBeInstanceOf(Map);
    expect(sheet.server).toBe(true);
    expect(groupOf('probe-group-id')).toBe(groupOf('probe-group-id'));
  });

  it('asks the sheet for the class name before compiling, and inserts only what it does not know', () => {
    const knowing = new RecordingSheet(true);
    renderToString(
      <StyleSheetManager sheet={knowing}>
        <Probe $tone="red" />
      </StyleSheetManager>,
    );
    expect(knowing.asked).toHaveLength(1);
    expect(knowing.inserted).toEqual([]);

    const fresh = new RecordingSheet(false);
    const html = renderToString(
      <StyleSheetManager sheet={fresh}>
        <Probe $tone="red" />
        <Probe $tone="red" />
      </StyleSheetManager>,
    );
    expect(fresh.inserted).toHaveLength(1);
    const [{ id, name, rules }] = fresh.inserted as [(typeof fresh.inserted)[number]];
    expect(id).toBe(Probe.styledComponentId);
    expect(html).toContain(name);
    expect(rules).toEqual([`.${name}{color:red;}`, `.${name}:hover{color:black;}`]);
    // Same CSS, same name: the name stands for the compiled rules.
    expect(knowing.asked[0]).toBe(`${id} ${name}`);
  });

  it('writes a sheet as rules, splitters and group markers, in the tag ServerStyleSheet emits', () => {
    const sheet = new ServerStyleSheet();
    sheet.instance.insertRules('probe-format-a', 'nameA', ['.nameA{color:red;}', '.nameA:hover{color:blue;}']);
    sheet.instance.insertRules('probe-format-a', 'nameB', ['.nameB{color:green;}']);
    sheet.instance.insertRules('probe-format-b', 'nameC', ['.nameC{margin:0;}']);
    const a = groupOf('probe-format-a');
    const b = groupOf('probe-format-b');
    expect(emitted(sheet)).toBe(
      styleTag(
        rulesText(['.nameA{color:red;}', '.nameA:hover{color:blue;}', '.nameB{color:green;}']) +
          groupMarker(a, 'probe-format-a', ['nameA', 'nameB']) +
          rulesText(['.nameC{margin:0;}']) +
          groupMarker(b, 'probe-format-b', ['nameC']),
        undefined,
      ),
    );
    const nonced = new ServerStyleSheet({ nonce: 'abc' });
    nonced.instance.insertRules('probe-format-a', 'nameA', ['.nameA{color:red;}']);
    expect(emitted(nonced)).toBe(styleTag(rulesText(['.nameA{color:red;}']) + groupMarker(a, 'probe-format-a', ['nameA']), 'abc'));
  });

  it('after clearTag, writes only new rules but every name of their group', () => {
    const sheet = new ServerStyleSheet();
    sheet.instance.insertRules('probe-clear', 'n1', ['.n1{top:0;}']);
    sheet._emitSheetCSS();
    sheet.instance.clearTag();
    sheet.instance.insertRules('probe-clear', 'n2', ['.n2{top:1px;}']);
    expect(emitted(sheet)).toBe(styleTag(rulesText(['.n2{top:1px;}']) + groupMarker(groupOf('probe-clear'), 'probe-clear', ['n1', 'n2']), undefined));
  });

  it('names global styles sc-global-… and keyframes apart from them', () => {
    const Global = createGlobalStyle<{ $c: string }>`body { color: ${(p) => p.$c}; }`;
    const spin = keyframes`from { opacity: 0; } to { opacity: 1; }`;
    const Spinner = styled.span`
      animation: ${spin} 1s;
    `;
    const sheet = new RecordingSheet(false);
    renderToString(
      <StyleSheetManager sheet={sheet}>
        <Global $c="red" />
        <Spinner />
      </StyleSheetManager>,
    );
    const ids = sheet.inserted.map((i) => i.id);
    expect(ids.filter(isGlobalStyleId)).toHaveLength(1);
    expect(ids.filter((id) => !isGlobalStyleId(id))).toHaveLength(2);
  });
});
