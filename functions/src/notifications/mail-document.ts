import { collections } from '@appointments/domain';
// The `mail` collection's documents, shaped as Firebase's "Trigger Email from Firestore" extension reads
// them, so an operator may run that extension instead of deliverMail. The API writes a mail in the same
// transaction as the change it reports: a change is never reported that did not commit, nor lost.
import { db } from '../lib/firebase';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** What the in-app notification center shows of a mail (notifications/in-app.ts); never stored with the mail. */
export interface MailNotice {
  title: string;
  body: string;
  /** A path in the app. */
  link: string;
}

export interface OutgoingMail {
  to: string;
  notice?: MailNotice;
  message: {
    subject: string;
    text: string;
    html: string;
    attachments?: MailAttachment[];
    /** Extra headers (List-Unsubscribe); nodemailer and the extension both pass them on. */
    headers?: Record<string, string>;
  };
}

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  error: string | null;
  startTime: FirebaseFirestore.Timestamp | null;
  endTime: FirebaseFirestore.Timestamp | null;
  leaseExpireTime: FirebaseFirestore.Timestamp | null;
}

export const mailCollection = () => db().collection(collections.mail);
