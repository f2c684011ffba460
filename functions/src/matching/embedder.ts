// One embedder for teacher profiles and student needs, chosen by the EMBEDDER parameter
// (docs/operations.md, "Teacher matching"): Vertex AI text embeddings in production, the offline
// lexical embedder on the local stack and in tests (docs/architecture.md, "Matching").
import { defineString } from 'firebase-functions/params';
import { lexicalEmbedder } from './lexical-embedder';
import { vertexEmbedder } from './vertex-embedder';

/** What is embedded: a profile to be found, or a need to search with (Vertex AI embeds them differently). */
export type EmbeddingKind = 'document' | 'query';

export interface Embedder {
  /** Stored beside the vector: a profile embedded by another embedder is embedded again. */
  readonly name: string;
  /** One L2-normalised vector of EMBEDDING_DIMENSIONS numbers per text, in order. */
  embed(texts: readonly string[], kind?: EmbeddingKind): Promise<number[][]>;
}

export const embedderParam = defineString('EMBEDDER', {
  default: 'vertex-ai',
  description: 'Teacher matching embeddings: "vertex-ai" (production) or "lexical" (offline, local stack)',
});
export const embeddingModelParam = defineString('EMBEDDING_MODEL', { default: 'text-embedding-005' });
export const vertexLocationParam = defineString('VERTEX_AI_LOCATION', { default: 'us-central1' });

let chosen: Embedder | undefined;

/** The configured embedder; parameters are read at run time, never while the functions load. */
export function configuredEmbedder(): Embedder {
  if (chosen) return chosen;
  const name = embedderParam.value();
  if (name === 'lexical') chosen = lexicalEmbedder;
  else if (name === 'vertex-ai') {
    chosen = vertexEmbedder({ model: embeddingModelParam.value(), location: vertexLocationParam.value() });
  } else throw new Error(`EMBEDDER must be "vertex-ai" or "lexical", not "${name}"`);
  return chosen;
}
