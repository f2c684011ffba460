import { lexicalEmbedding } from '@appointments/domain';
import type { Embedder } from './embedder';

/** The offline embedder: needs and profiles go through the same vocabulary, so `kind` changes nothing. */
export const lexicalEmbedder: Embedder = {
  name: 'lexical-v1',
  embed: async (texts) => texts.map((text) => lexicalEmbedding(text)),
};
