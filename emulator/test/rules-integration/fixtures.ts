import { randomUUID } from 'node:crypto';

export const uniqueProject = (label: string) => `demo-${label}-${randomUUID().slice(0, 8)}`;

/** An appointment app in miniature: own profile, own appointments, slots claimed atomically. */
export const FIRESTORE_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function at(path) { return /databases/$(database)/documents/$(path); }

    match /users/{uid} {
      allow get: if signedIn() && request.auth.uid == uid;
      allow create: if signedIn() && request.auth.uid == uid && request.resource.data.role == 'student';
      allow update: if signedIn() && request.auth.uid == uid
        && request.resource.data.role == resource.data.role;
    }
    match /appointments/{id} {
      allow get, list: if signedIn() && resource.data.studentId == request.auth.uid;
      allow create: if signedIn() && request.resource.data.studentId == request.auth.uid
        && getAfter(at('slots/' + request.resource.data.slotId)).data.takenBy == id;
    }
    match /slots/{slotId} {
      allow read: if signedIn();
      allow update: if signedIn() && resource.data.takenBy == null
        && existsAfter(at('appointments/' + request.resource.data.takenBy));
    }
    match /staff/{doc} {
      allow read: if request.auth.token.role == 'teacher';
    }
  }
}
`;

export const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /avatars/{uid}/{file} {
      allow read: if request.auth != null;
      allow delete: if request.auth.uid == uid;
      // request.resource is null on delete, so these checks apply to uploads only.
      allow create, update: if request.auth.uid == uid
        && request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('image/.*');
    }
    match /materials/{file} {
      allow read: if request.auth != null;
      allow write: if request.auth.token.role == 'teacher';
    }
  }
}
`;

export const BROKEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /users/{uid} {
      allow read: if request.auth.uid == uid &&;
    }
  }
}
`;

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An UploadTask is thenable but not a Promise, which assertSucceeds/assertFails are typed to take. */
export const task = <T>(upload: PromiseLike<T>): Promise<T> => Promise.resolve(upload);
