/**
 * The baseline of the GET dishes figure, in a process of its own as the API is: a bare node:http server that
 * answers every request with the bytes of the file it is given. `node --import tsx tests/bench/bare-server.ts
 * <file> <content-type>` prints `listening <port>` once it listens on 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, contentType] = process.argv.slice(2);
const body = readFileSync(file);
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
