import { EMBEDDING_DIMENSIONS, l2Normalise } from '@appointments/domain';
import type { Embedder, EmbeddingKind } from './embedder';

interface VertexOptions {
  model: string;
  location: string;
}

// Vertex AI takes at most 250 texts per request (fewer for long texts); profiles are short.
const BATCH = 100;

const taskTypes: Record<EmbeddingKind, string> = {
  document: 'RETRIEVAL_DOCUMENT',
  query: 'RETRIEVAL_QUERY',
};

/**
 * Vertex AI text embeddings through @google/genai, on the project's own service account (no key).
 * The client is imported on first use, so an emulator or a function that never embeds does not load it.
 * Vectors shortened with outputDimensionality are not unit length, so they are normalised here.
 */
export function vertexEmbedder({ model, location }: VertexOptions): Embedder {
  let client: Promise<import('@google/genai').GoogleGenAI> | undefined;
  const clientOf = () => {
    client ??= import('@google/genai').then(
      ({ GoogleGenAI }) =>
        new GoogleGenAI({
          vertexai: true,
          project: process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT,
          location,
        }),
    );
    return client;
  };
  return {
    name: `vertex-ai:${model}`,
    async embed(texts, kind = 'document') {
      const ai = await clientOf();
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += BATCH) {
        const response = await ai.models.embedContent({
          model,
          contents: texts.slice(start, start + BATCH),
          config: { outputDimensionality: EMBEDDING_DIMENSIONS, taskType: taskTypes[kind] },
        });
        for (const embedding of response.embeddings ?? []) vectors.push(l2Normalise(embedding.values ?? []));
      }
      if (
        vectors.length !== texts.length ||
        vectors.some((vector) => vector.length !== EMBEDDING_DIMENSIONS)
      ) {
        throw new Error(`Vertex AI returned ${vectors.length} embeddings for ${texts.length} texts`);
      }
      return vectors;
    },
  };
}
