/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The HTML part of every notification: one responsive layout (a brand header, the greeting and paragraphs,
// the details as a table with addresses as links, one button, the sign-off), built from React Email's
// components, which write the table markup and inline styles mail clients need. The words are the ones the
// text part says (layout.ts passes the same parts to both).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The app's colours (the theme's blue.700 on white, gray text at AA contrast). */
const brand = '#1d4ed8';
const ink = '#111827';
const muted = '#4b5563';

const styles = {
  body: {
    backgroundColor: '#f3f4f6',
    fontFamily: 'Arial, Helvetica, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: {
    backgroundColor: '#ffffff',
    borderRadius: '8px',
    maxWidth: '560px',
    width: '100%',
    overflow: 'hidden',
  },
  header: { backgroundColor: brand, padding: '16px 24px' },
  brandName: { color: '#ffffff', fontSize: '18px', fontWeight: 700, margin: 0 },
  content: { padding: '8px 24px 24px' },
  paragraph: { color: ink, fontSize: '16px', lineHeight: '24px', margin: '16px 0 0' },
  detailLabel: {
    color: muted,
    fontSize: '14px',
    fontWeight: 700,
    padding: '4px 16px 4px 0',
    verticalAlign: 'top',
  },
  detailValue: { color: ink, fontSize: '14px', padding: '4px 0', wordBreak: 'break-word' },
  link: { color: brand, textDecoration: 'underline' },
  button: {
    backgroundColor: brand,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  footer: { color: muted, fontSize: '12px', lineHeight: '18px', margin: '0', padding: '12px 24px' },
} satisfies Record<string, CSSProperties>;

export interface MailHtmlParts {
  productName: string;
  greeting: string;
  paragraphs: readonly string[];
  details: ReadonlyArray<readonly [label: string, value: string]>;
  action?: { label: string; url: string } | undefined;
  signOff: string;
}

/** A value that is a web address (the video link) is written as a link. */
function DetailValue({ value }: { value: string }) {
  if (!/^https:\/\/\S+$/.test(value)) return value;
  return (
    <Link href={value} style={styles.link}>
      {value}
    </Link>
  );
}

function NotificationMail({ productName, greeting, paragraphs, details, action, signOff }: MailHtmlParts) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{paragraphs[0] ?? greeting}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brandName}>{productName}</Text>
          </Section>
          <Section style={styles.content}>
            <Text style={styles.paragraph}>{greeting}</Text>
            {paragraphs.map((paragraph) => (
              <Text key={paragraph} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}
            {details.length > 0 && (
              <table role="presentation" style={{ borderCollapse: 'collapse', marginTop: '16px' }}>
                <tbody>
                  {details.map(([label, value]) => (
                    <tr key={label}>
                      <th align="left" style={styles.detailLabel}>
                        {label}
                      </th>
                      <td style={styles.detailValue}>
                        <DetailValue value={value} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {action && (
              <Section style={{ marginTop: '24px' }}>
                <Button href={action.url} style={styles.button}>
                  {action.label}
                </Button>
              </Section>
            )}
            <Text style={styles.paragraph}>{signOff}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The whole HTML document of one mail. */
export function renderMailHtml(parts: MailHtmlParts): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<NotificationMail {...parts} />)}`;
}

/** The unsubscribe line at the foot of an optional mail, under the card. */
export function renderMailFooter(text: string, linkLabel: string, url: string): string {
  return renderToStaticMarkup(
    <Container style={{ maxWidth: '560px', width: '100%' }}>
      <Text style={styles.footer}>
        {text}{' '}
        <Link href={url} style={styles.link}>
          {linkLabel}
        </Link>
      </Text>
    </Container>,
  );
}
