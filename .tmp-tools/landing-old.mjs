import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
const s = new Set();
p.on('request', (r) => { if (r.resourceType() === 'script') s.add(new URL(r.url()).pathname); });
await p.goto(process.argv[2] ?? 'http://127.0.0.1:3411/');
await p.waitForLoadState('networkidle');
let t = 0;
for (const x of s) { const g = gzipSync(readFileSync('/work/wt-old/web/dist' + x), { level: 9 }).length; t += g; console.log((g/1024).toFixed(1).padStart(7), x); }
console.log('total', (t/1024).toFixed(1));
await b.close();
