import type { BenchResult } from './bench-types.ts';

const format = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2));

/** Prints each figure next to its same-run baseline, as a ratio. */
export function printResults(results: BenchResult[]) {
  const rows = results.map((result) => [
    result.name,
    `${format(result.value)} ${result.unit}`,
    `${result.baselineName}: ${format(result.baseline)} ${result.unit}`,
    `${result.ratio.toFixed(2)}×`,
    result.target ?? '',
    result.note ?? '',
  ]);
  const header = ['figure', 'ours', 'baseline (same run, same data)', 'ratio', 'target', 'note'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  console.log('');
}
