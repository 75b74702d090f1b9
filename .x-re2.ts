import { RE2JS } from 're2js';
const cases: [string, (n: number) => string][] = [
  ['^/x/(a|aa)+$', (n) => '/x/' + 'a'.repeat(n) + '!'],
  ['^/x/(a|aa)+$', (n) => '/x/' + 'a'.repeat(n)],
  ['(.*)(.*)(.*)x', (n) => 'a'.repeat(n)],
  ['^(a+)+$', (n) => 'a'.repeat(n) + '!'],
  ['(\\w+\\s?)*$', (n) => 'a'.repeat(n) + '!'],
  ['^(a|a?)+$', (n) => 'a'.repeat(n) + '!'],
  ['^/(.*)/(.*)/(.*)/(.*)$', (n) => '/' + 'a/'.repeat(n / 2)],
];
for (let round = 0; round < 3; round++) for (const [src, make] of cases) {
  const p = RE2JS.compile(RE2JS.translateRegExp(src), RE2JS.CASE_INSENSITIVE);
  const out: string[] = [];
  for (const n of [10, 100, 1000, 8000]) {
    const input = make(n);
    let t0 = performance.now(); const hit = p.test(input); const tTest = performance.now() - t0;
    t0 = performance.now(); const m = p.exec(input); const tExec = performance.now() - t0;
    out.push(`n=${n} test ${tTest.toFixed(2)} exec ${tExec.toFixed(2)} ${hit ? 'hit' : '-'}${!!m === hit ? '' : ' MISMATCH'}`);
  }
  if (round === 2) console.log(src.padEnd(26), out.join(' | '));
}
