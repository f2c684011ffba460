// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/api/client.proto

import type {
  CommonLanguageSettings as _google_api_CommonLanguageSettings,
  CommonLanguageSettings__Output as _google_api_CommonLanguageSettings__Output,
} from '../../google/api/CommonLanguageSettings';

export interface GoSettings {
  common?: _google_api_CommonLanguageSettings | null;
  renamedServices?: { [key: string]: string };
}

export interface GoSettings__Output {
  common?: _google_api_CommonLanguageSettings__Output;
  renamedServices?: { [key: string]: string };
}
