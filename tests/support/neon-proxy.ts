import { createConnection } from 'node:net';
import { WebSocketServer } from 'ws';

/**
 * The WebSocket-to-TCP proxy Neon runs in front of Postgres, small enough for tests:
 * `ws://host:port/v2?address=pg-host:pg-port` carries the Postgres wire protocol as binary frames.
 */
export async function startNeonProxy(): Promise<{ address: string; close: () => Promise<void> }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket, request) => {
    const target = new URL(request.url ?? '/', 'ws://proxy').searchParams.get('address') ?? '';
    const [host, port] = target.split(':');
    const tcp = createConnection({ host, port: Number(port) });
    tcp.on('data', (chunk) => socket.send(chunk));
    tcp.on('close', () => socket.close());
    tcp.on('error', () => socket.close());
    socket.on('message', (data) => tcp.write(data as Buffer));
    socket.on('close', () => tcp.end());
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
