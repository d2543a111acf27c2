import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a tiny authoritative DNS server on 127.0.0.1 (UDP) that answers MX queries, so the
 * offline verifier's lookup runs through node:dns and a real socket. Per domain: the exchanges to
 * answer, 'nxdomain', or 'servfail'; a domain not listed exists but has no MX records.
 */
export type MxAnswer = string[] | 'nxdomain' | 'servfail';

export interface LocalDnsServer {
  address: string; // host:port, for Resolver.setServers
  close(): Promise<void>;
}

const MX = 15;

export async function startLocalDnsServer(zone: Record<string, MxAnswer>): Promise<LocalDnsServer> {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const response = answer(query, zone);
    if (response) socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

function answer(query: Buffer, zone: Record<string, MxAnswer>): Buffer | null {
  if (query.length < 12) return null;
  const { name, end } = readName(query, 12);
  const question = query.subarray(12, end + 4);
  const qtype = query.readUInt16BE(end);
  const found = zone[name.toLowerCase()];
  const rcode = found === 'nxdomain' ? 3 : found === 'servfail' ? 2 : 0;
  const exchanges = Array.isArray(found) && qtype === MX ? found : [];

  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  header.writeUInt16BE(0x8000 | 0x0400 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2); // QR AA RD RA
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(exchanges.length, 6);
  const records = exchanges.map((exchange, i) => {
    const rdata = Buffer.concat([u16(10 * (i + 1)), encodeName(exchange)]);
    const fixed = Buffer.alloc(10);
    fixed.writeUInt16BE(MX, 0);
    fixed.writeUInt16BE(1, 2); // IN
    fixed.writeUInt32BE(60, 4); // TTL
    fixed.writeUInt16BE(rdata.length, 8);
    return Buffer.concat([u16(0xc00c), fixed, rdata]); // the name points at the question's
  });
  return Buffer.concat([header, question, ...records]);
}

function readName(packet: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (at < packet.length && packet[at] !== 0) {
    const length = packet[at]!;
    labels.push(packet.toString('ascii', at + 1, at + 1 + length));
    at += 1 + length;
  }
  return { name: labels.join('.'), end: at + 1 };
}

function encodeName(name: string): Buffer {
  const parts = name === '.' || name === '' ? [] : name.split('.');
  return Buffer.concat([...parts.map((p) => Buffer.concat([Buffer.from([p.length]), Buffer.from(p, 'ascii')])), Buffer.from([0])]);
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}
