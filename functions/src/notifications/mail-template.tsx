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

// The dark variant, for mail clients that follow the reader's dark mode (Apple Mail, iOS, Gmail's apps,
// Outlook on the web and others that honour the media query). The inline styles are the light colours; these
// rules replace them by class, hence `!important`. Every pair keeps WCAG AA contrast: text #f3f4f6 on the
// card #1f2937 (13.3:1), muted #d1d5db (10.0:1), links #93c5fd (8.1:1), white on the header #1e3a8a (10.4:1)
// and on the button's brand blue (6.7:1), the footer #d1d5db on the page #111827 (12.0:1, its link 9.8:1).
const darkCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-body { background-color: #111827 !important; }
  .mail-card { background-color: #1f2937 !important; }
  .mail-header { background-color: #1e3a8a !important; }
  .mail-text { color: #f3f4f6 !important; }
  .mail-muted { color: #d1d5db !important; }
  .mail-link { color: #93c5fd !important; }
}`;

const styles = {
  // The page colour sits on <html> and on a full-width table (clients that drop <html> and <body> styles keep
  // a table's): React Email's Body copies its style onto an inner cell the dark rules could not reach.
  html: { backgroundColor: '#f3f4f6' },
  body: { margin: 0, padding: 0 },
  page: { backgroundColor: '#f3f4f6', fontFamily: 'Arial, Helvetica, sans-serif', padding: '24px 0' },
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
  footer: {
    color: muted,
    fontFamily: 'Arial, Helvetica, sans-serif',
    fontSize: '12px',
    lineHeight: '18px',
    margin: '0',
    padding: '12px 24px',
  },
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
    <Link href={value} className="mail-link" style={styles.link}>
      {value}
    </Link>
  );
}

function NotificationMail({ productName, greeting, paragraphs, details, action, signOff }: MailHtmlParts) {
  return (
    <Html lang="en" className="mail-body" style={styles.html}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        {/* Plain text to React: the rules hold no character it would escape (quotes, <, >, &). */}
        <style>{darkCss}</style>
      </Head>
      <Preview>{paragraphs[0] ?? greeting}</Preview>
      <Body className="mail-body" style={styles.body}>
        <Section className="mail-body" style={styles.page}>
          <Container className="mail-card" style={styles.container}>
            <Section className="mail-header" style={styles.header}>
              <Text style={styles.brandName}>{productName}</Text>
            </Section>
            <Section style={styles.content}>
              <Text className="mail-text" style={styles.paragraph}>
                {greeting}
              </Text>
              {paragraphs.map((paragraph) => (
                <Text key={paragraph} className="mail-text" style={styles.paragraph}>
                  {paragraph}
                </Text>
              ))}
              {details.length > 0 && (
                <table role="presentation" style={{ borderCollapse: 'collapse', marginTop: '16px' }}>
                  <tbody>
                    {details.map(([label, value]) => (
                      <tr key={label}>
                        <th align="left" className="mail-muted" style={styles.detailLabel}>
                          {label}
                        </th>
                        <td className="mail-text" style={styles.detailValue}>
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
              <Text className="mail-text" style={styles.paragraph}>
                {signOff}
              </Text>
            </Section>
          </Container>
        </Section>
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
      <Text className="mail-muted" style={styles.footer}>
        {text}{' '}
        <Link href={url} className="mail-link" style={styles.link}>
          {linkLabel}
        </Link>
      </Text>
    </Container>,
  );
}
