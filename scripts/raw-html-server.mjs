// The reference for the load benchmark: a bare Node HTTP server answering each path with the HTML
// the site sent for it (saved in the file given as argv[2]: { path: { status, html } }).
import fs from 'node:fs';
import http from 'node:http';

const pages = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const port = Number(process.argv[3] || 3290);

http
  .createServer((req, res) => {
    const page = pages[req.url ?? '/'];
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not saved');
    }
    res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page.html);
  })
  .listen(port, '127.0.0.1');
