import autocannon from 'autocannon';
const targets = process.argv.slice(2);
const rates = Object.fromEntries(targets.map((t) => [t, []]));
for (let round = 0; round < 3; round++) for (const url of targets) {
  const r = await new Promise((res, rej) => autocannon({ url, connections: 20, duration: 6, headers: { accept: 'text/html' } }, (e, x) => (e ? rej(e) : res(x))));
  rates[url].push(Math.round(r.requests.average));
}
for (const [url, list] of Object.entries(rates)) console.log(url, list.join(' '), 'median', [...list].sort((a, b) => a - b)[1]);
