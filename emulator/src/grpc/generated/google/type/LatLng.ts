// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/type/latlng.proto

export interface LatLng {
  latitude?: number | string;
  longitude?: number | string;
}

export interface LatLng__Output {
  latitude?: number;
  longitude?: number;
}
