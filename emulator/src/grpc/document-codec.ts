import type { StoredDocument } from '../core/document.js';
import type { Document } from './generated/google/firestore/v1/Document.js';
import { fieldsToProto, microsToProto } from './value-codec.js';

/** Stored versions are immutable and belong to one database, so their proto form can be kept and reused. */
const cache = new WeakMap<StoredDocument, Document>();

export function documentToProto(doc: StoredDocument, documentsRoot: string): Document {
  let proto = cache.get(doc);
  if (!proto) {
    proto = {
      name: `${documentsRoot}/${doc.path}`,
      fields: fieldsToProto(doc.fields),
      createTime: microsToProto(doc.createTime),
      updateTime: microsToProto(doc.updateTime),
    };
    cache.set(doc, proto);
  }
  return proto;
}
