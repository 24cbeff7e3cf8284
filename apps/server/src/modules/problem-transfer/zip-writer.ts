import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipInput {
  /** Forward slashes; a trailing slash makes a folder entry. */
  name: string;
  data?: Buffer | string;
}

const DOS_EPOCH = { time: 0, date: (1 << 5) | 1 }; // 1980-01-01: fixed, so the same problems give the same bytes

/**
 * A minimal zip writer (deflate, or stored when deflate does not help). Names are written as
 * UTF-8 with the language-encoding flag, so Chinese file names survive other unzip tools.
 * Archives stay below 4 GiB (no zip64): exports of test data are far smaller.
 */
export function writeZip(entries: ZipInput[]): Buffer {
  if (entries.length > 0xffff) throw new Error('too many entries for a zip without zip64');
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const raw = e.data === undefined ? Buffer.alloc(0) : typeof e.data === 'string' ? Buffer.from(e.data, 'utf8') : e.data;
    const deflated = raw.length > 0 ? deflateRawSync(raw) : raw;
    const useDeflate = deflated.length < raw.length;
    const body = useDeflate ? deflated : raw;
    const method = useDeflate ? 8 : 0;
    const crc = crc32(raw);
    if (offset + body.length > 0xfffffff0) throw new Error('zip too large for a 32-bit archive');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_EPOCH.time, 10);
    local.writeUInt16LE(DOS_EPOCH.date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, body);

    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(0x031e, 4); // made by Unix, spec 3.0: lets unzip apply the mode below
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x800, 8);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt16LE(DOS_EPOCH.time, 12);
    dir.writeUInt16LE(DOS_EPOCH.date, 14);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(raw.length, 24);
    dir.writeUInt16LE(name.length, 28);
    const isDir = e.name.endsWith('/');
    dir.writeUInt32LE(((isDir ? 0o40755 : 0o100644) << 16) >>> 0, 38);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, cd, end]);
}
