import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A streamed zip (stored, no compression) of files read one after another: memory stays at one read
 * buffer whatever the size. Each entry's CRC and size follow its data in a data descriptor (general purpose
 * flag bit 3), so nothing is read twice. The gateway's media files are already compressed, and the simulator
 * carries no zip library (the api uses archiver). Entries and the archive stay below 4 GiB (no Zip64).
 */
export function zipStream(files: AsyncIterable<{ diskPath: string; name: string }>): Readable {
  async function* generate() {
    const central: Buffer[] = [];
    let offset = 0;
    let count = 0;
    for await (const file of files) {
      const name = Buffer.from(file.name, 'utf8');
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4); // version needed
      header.writeUInt16LE(0x0808, 6); // data descriptor + UTF-8 names
      header.writeUInt16LE(0, 8); // stored
      header.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00, DOS time and date
      header.writeUInt16LE(name.length, 26);
      yield header;
      yield name;
      let crc = 0;
      let size = 0;
      for await (const chunk of createReadStream(file.diskPath) as AsyncIterable<Buffer>) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        yield chunk;
      }
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(size, 8);
      descriptor.writeUInt32LE(size, 12);
      yield descriptor;

      const entry = Buffer.alloc(46);
      entry.writeUInt32LE(0x02014b50, 0);
      entry.writeUInt16LE(20, 4);
      entry.writeUInt16LE(20, 6);
      entry.writeUInt16LE(0x0808, 8);
      entry.writeUInt32LE(0x00210000, 12);
      entry.writeUInt32LE(crc >>> 0, 16);
      entry.writeUInt32LE(size, 20);
      entry.writeUInt32LE(size, 24);
      entry.writeUInt16LE(name.length, 28);
      entry.writeUInt32LE(offset, 42);
      central.push(entry, name);
      offset += header.length + name.length + size + descriptor.length;
      count++;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    yield directory;
    yield end;
  }
  return Readable.from(generate());
}
