import { createReadStream } from 'node:fs';
import { TextDecoder } from 'node:util';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { AppError } from '../../http/app-error';
import type { BlobWriter, StoredBlob, TestdataStore } from '../../infra/testdata-store';

/** An element of an `<item>` that the importer reads, with its text (CDATA and nested text joined). */
export interface FpsField {
  name: string;
  attrs: Record<string, string>;
  text: string;
}

/** One `<item>`: its fields in file order, its images, and its test data already in the store. */
export interface FpsItem {
  fields: FpsField[];
  images: Array<{ src: string; base64: string }>;
  inputs: StoredBlob[];
  outputs: StoredBlob[];
}

/** Item children kept in memory; anything else (solutions, unknown tags) is skipped unread. */
const KEPT = new Set([
  'title',
  'time_limit',
  'memory_limit',
  'description',
  'input',
  'output',
  'hint',
  'source',
  'sample_input',
  'sample_output',
  'spj',
  'template',
]);
const CASE_TAGS = new Set(['test_input', 'test_output']);

class XmlError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

/**
 * Reads an FPS file from disk with a streaming parser (saxes): the file is decoded and parsed
 * piece by piece, each `<test_input>`/`<test_output>` is written to the test-data store as it
 * arrives, and only the statement fields of each item are kept. DOCTYPE declarations are
 * refused, so no entity can be declared, let alone expanded.
 */
export async function readFpsItems(fileName: string, file: string, store: TestdataStore): Promise<FpsItem[]> {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const items: FpsItem[] = [];
  let depth = 0;
  let item: FpsItem | null = null;
  let field: FpsField | null = null;
  let image: { src: string; base64: string } | null = null;
  let imagePart: 'src' | 'base64' | null = null;
  let writer: { tag: string; out: BlobWriter } | null = null;

  parser.on('error', (err) => {
    throw new XmlError(parser.line, err.message.replace(/^\d+:\d+: /, '').replace(/\.$/, ''));
  });
  parser.on('doctype', () => {
    throw new XmlError(parser.line, 'DOCTYPE declarations are not accepted');
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth++;
    if (depth === 1 && tag.name !== 'fps') {
      throw AppError.fail('problemBank.importNothing', { reason: `${fileName} is not an FPS file (root element <${tag.name}>)` });
    }
    if (depth === 2 && tag.name === 'item') item = { fields: [], images: [], inputs: [], outputs: [] };
    if (depth === 3 && item) {
      if (CASE_TAGS.has(tag.name)) writer = { tag: tag.name, out: store.writer() };
      else if (tag.name === 'img') image = { src: '', base64: '' };
      else if (KEPT.has(tag.name)) field = { name: tag.name, attrs: tag.attributes, text: '' };
    }
    if (depth === 4 && image) imagePart = tag.name === 'src' || tag.name === 'base64' ? tag.name : null;
  });
  const onText = (text: string) => {
    if (writer) writer.out.write(text);
    else if (image && imagePart) image[imagePart] += text;
    else if (field) field.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (depth === 4) imagePart = null;
    if (depth === 3 && item) {
      if (writer) (writer.tag === 'test_input' ? item.inputs : item.outputs).push(writer.out.finish());
      if (image) item.images.push(image);
      if (field) item.fields.push(field);
      writer = null;
      image = null;
      field = null;
    }
    if (depth === 2 && item) {
      items.push(item);
      item = null;
    }
    depth--;
  });

  let decoder: TextDecoder | null = null;
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
      decoder ??= decoderFor(chunk);
      parser.write(decoder.decode(chunk, { stream: true }));
    }
    parser.write((decoder ?? decoderFor(Buffer.alloc(0))).decode());
    parser.close();
  } catch (err) {
    (writer as { out: BlobWriter } | null)?.out.abort();
    if (err instanceof XmlError) throw AppError.fail('problemBank.xmlBroken', { line: err.line, reason: err.reason });
    throw err;
  }
  return items;
}

/** A decoder for the encoding the XML declaration names (UTF-8 when absent); the BOM is dropped. */
function decoderFor(head: Buffer): TextDecoder {
  const encoding = declaredEncoding(head);
  try {
    return new TextDecoder(encoding === 'utf8' ? 'utf-8' : encoding, { fatal: false });
  } catch {
    throw new XmlError(1, `unsupported encoding ${encoding}`);
  }
}

/** The declared encoding of an XML file's first bytes (UTF-8 when absent). */
export function declaredEncoding(head: Buffer): string {
  const m = /^(?:\uFEFF|\u00EF\u00BB\u00BF)?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    head.subarray(0, 200).toString('latin1'),
  );
  return m ? m[1].toLowerCase() : 'utf-8';
}
